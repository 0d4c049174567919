import type { FormResult } from '@civicbrief/forms';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** What a form's browser submit does with the checked form: posts it to its route's action, answering the result. */
export type ActionPost<TSuccess extends object = object> = (form?: HTMLFormElement) => Promise<FormResult<TSuccess>>;

/**
 * The browser's post of a form whose call only the server makes (sign-in and its session cookie, a signed link's
 * token, the alert sign-up): Remix's fetcher submits the checked form as it is (urlencoded, to the form's own
 * `action`), and the promise answers the FormResult the route's action returns, the answer a post without
 * JavaScript renders, as soon as it arrives: the page's loaders are then read again, as after a post without
 * JavaScript. Remix follows an action's redirect (sign-in's to /dashboard; the form stays busy until the next
 * page) and shows a thrown error in the route's error boundary.
 */
export function useActionPost<TSuccess extends object = object>(failureMessage: string): ActionPost<TSuccess> {
  const fetcher = useFetcher();
  // The post under way: what to answer, and the fetcher's data when it was sent (a redirect leaves that data).
  const waiting = useRef<{ answer: (result: FormResult<TSuccess>) => void; before: unknown } | null>(null);
  useEffect(() => {
    const post = waiting.current;
    if (!post || fetcher.state === 'submitting') return;
    // The action's answer arrives before the page's loaders are read again (the form may then be gone).
    if (fetcher.data !== post.before) {
      waiting.current = null;
      post.answer(fetcher.data as FormResult<TSuccess>);
    } else if (fetcher.state === 'idle') {
      waiting.current = null;
      post.answer({ status: 'failed', message: failureMessage, values: {} });
    }
  }, [fetcher.state, fetcher.data, failureMessage]);
  return (form) =>
    new Promise((resolve) => {
      if (!form) return resolve({ status: 'failed', message: failureMessage, values: {} });
      waiting.current = { answer: resolve, before: fetcher.data };
      fetcher.submit(form);
    });
}
