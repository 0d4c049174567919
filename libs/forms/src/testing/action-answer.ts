/**
 * What `fetch` resolves to when a route's action answers a form the browser posted to it (`postToAction`), for
 * component tests in jsdom (which has no Response): the status, the headers (Remix's mark of an action's own
 * answer, `X-Remix-Response`, unless `fromAction` is false: an error page, the page post guard's refusal) and
 * the body (null: none, as a redirect's 204 with `X-Remix-Redirect`).
 */
export function actionAnswer(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
  { fromAction = true } = {},
): Response {
  const all = new Map<string, string>();
  if (fromAction) all.set('x-remix-response', 'yes');
  if (body !== null) all.set('content-type', typeof body === 'string' ? 'text/plain' : 'application/json');
  for (const [name, value] of Object.entries(headers)) all.set(name.toLowerCase(), value);
  const get = (name: string) => all.get(name.toLowerCase()) ?? null;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get, has: (name: string) => get(name) !== null },
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as unknown as Response;
}

/** A post a form made through the fake `fetch`: where to, and its body as sent. */
export interface ActionPost {
  url: URL;
  method: string;
  /** The body as sent (a form's post is a URLSearchParams). */
  body: unknown;
}

/**
 * A stand-in for `fetch` that answers a test's form posts in order (`answer` queues what the action answers, an
 * Error for no network) and records them (`posts`). `install` before each test, `restore` after it.
 */
export function fakeActionFetch() {
  const posts: ActionPost[] = [];
  const queue: (Response | Error)[] = [];
  const real = globalThis.fetch;
  const fake = async (input: URL | string, init: RequestInit = {}) => {
    posts.push({ url: new URL(String(input), 'http://localhost'), method: init.method ?? 'GET', body: init.body });
    const next = queue.shift();
    if (next === undefined) throw new Error('no answer queued for this post');
    if (next instanceof Error) throw next;
    return next;
  };
  return {
    posts,
    answer: (...answers: (Response | Error)[]) => void queue.push(...answers),
    install: () => {
      globalThis.fetch = fake as typeof fetch;
    },
    restore: () => {
      globalThis.fetch = real;
      posts.length = 0;
      queue.length = 0;
    },
  };
}
