/** A Remix action as a test calls it. */
type Action = (args: {
  request: Request;
  params: Record<string, string>;
  context: Record<string, unknown>;
}) => Promise<Response>;

/** Posts form fields to an action as a browser without JavaScript does (urlencoded), with extra headers. */
export function postForm(
  action: Action,
  url: string,
  fields: [string, string][],
  headers: Record<string, string> = {},
): Promise<Response> {
  return action({
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers }),
    params: {},
    context: {},
  });
}
