/**
 * The gateway's field errors of POST /api/alerts (`search.q`, `email`…) as the form's fields are named (`q`,
 * `email`…): the first message of each; null when there are none.
 */
export function formFieldErrors(errors: Record<string, string[]>): Record<string, string> | null {
  const entries = Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([path, messages]) => [path.replace(/^\/?(body\/|body\.)?/, '').replace(/^search[./]/, ''), messages[0]]);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
