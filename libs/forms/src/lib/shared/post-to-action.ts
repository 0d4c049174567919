import type { FormResult } from '../parse-form';
import type { RedirectSuccess } from './use-submission';

/** What a route's action answers a browser's post: a FormResult, or a redirect (sign-in) to follow. */
export type ActionResult<TSuccess extends object = object> = FormResult<TSuccess> | FormResult<RedirectSuccess>;

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
  // Its fields as a urlencoded body (the forms have no file inputs).
  const body = new URLSearchParams(new FormData(form) as unknown as string[][]);
  try {
    const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
    const redirect = response.headers.get('X-Remix-Redirect');
    if (redirect) return { status: 'success', redirect };
    // Remix marks the action's own answers (JSON); an error (X-Remix-Error), a thrown response or the page
    // post guard's refusal has no such mark.
    const answer = response.headers.has('X-Remix-Response') ? await response.json() : null;
    return typeof answer?.status === 'string' ? answer : failed;
  } catch {
    return failed;
  }
}
