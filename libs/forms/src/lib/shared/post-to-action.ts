import type { FormResult } from '../parse-form';
import type { RedirectSuccess } from './use-submission';

/** What a route's action answers a browser's post: a FormResult, or a redirect (sign-in) to follow. */
export type ActionResult<TSuccess extends object = object> = FormResult<TSuccess> | FormResult<RedirectSuccess>;

const STATUSES = new Set(['success', 'invalid', 'failed']);

function isFormResult(answer: unknown): answer is FormResult {
  if (typeof answer !== 'object' || answer === null) return false;
  const result = answer as Record<string, unknown>;
  if (!STATUSES.has(result['status'] as string)) return false;
  if (result['status'] === 'invalid')
    return typeof result['fieldErrors'] === 'object' && result['fieldErrors'] !== null;
  return result['status'] === 'success' || typeof result['message'] === 'string';
}

/**
 * The submit of a form whose call only the server makes (sign-in and its session cookie, a signed link's
 * token, a call gateway-client keeps to servers): the browser posts the form as it is, urlencoded (the page
 * post guard takes nothing else), to its route's action through Remix's data request (`?_data=<route id>`;
 * single fetch is off, decision 009), and reads the FormResult the action answers: the same answer a post
 * without JavaScript renders. A redirect comes back as a success naming it. Anything else (an error page,
 * no network) is the form's failure.
 */
export async function postToAction<TSuccess extends object = object>(
  form: HTMLFormElement | undefined,
  route: string,
  failureMessage: string,
): Promise<ActionResult<TSuccess>> {
  const failed: FormResult = { status: 'failed', message: failureMessage, values: {} };
  if (!form) return failed;
  // The attribute, not `form.action`: a field named 'action' would shadow the property.
  const url = new URL(form.getAttribute('action') ?? '', window.location.href);
  url.searchParams.set('_data', route);
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  try {
    const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
    const redirect = response.headers.get('X-Remix-Redirect');
    if (redirect) return { status: 'success', redirect };
    const json = /\bapplication\/json\b/.test(response.headers.get('Content-Type') ?? '');
    if (!json || response.headers.has('X-Remix-Error') || response.headers.has('X-Remix-Catch')) return failed;
    const answer: unknown = await response.json();
    return isFormResult(answer) ? (answer as ActionResult<TSuccess>) : failed;
  } catch {
    return failed;
  }
}
