import {
  authMessages,
  DashboardSummariesResult,
  ErrorResult,
  messages,
  SavedLocationsResult,
  SessionResult,
  type AuthUser,
  type DashboardSummary,
  type LoginInput,
  type SavedLocation,
} from '@civicbrief/contracts';
import { gatewayUrl, visitorHeaders } from './gateway.server';

/**
 * Sign-in and the dashboard's reads, through the gateway's /api/auth and /api/realState calls. The
 * gateway's signed session cookie is the authority: loaders forward the browser's Cookie header, and the
 * login action hands the gateway's Set-Cookie back to the browser.
 */

const TIMEOUT_MS = 10_000;

/** Headers that carry the browser's identity to the gateway: its cookies and its address (rate limits). */
function forwarded(request: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...visitorHeaders(request) };
  const cookie = request.headers.get('cookie');
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (cookie) headers['cookie'] = cookie;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return headers;
}

function call(request: Request, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${gatewayUrl()}${path}`, {
    ...init,
    headers: { ...forwarded(request), ...(init.headers as Record<string, string> | undefined) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/**
 * Every Set-Cookie line of an answer. Node's fetch has getSetCookie(); Remix's installGlobals polyfill
 * (remix-serve, tests) has getAll() instead. Joining them into one header would corrupt the dates.
 */
function setCookiesOf(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  return (headers as Headers & { getAll(name: string): string[] }).getAll('set-cookie');
}

/** The gateway failed in a way the user cannot fix: the route's error boundary shows the default error. */
function unexpected(response: Response): never {
  throw new Error(`gateway answered ${response.status} ${response.url}`);
}

export type LoginOutcome =
  | { ok: true; user: AuthUser; setCookie: string[] }
  | { ok: false; status: 400 | 401 | 429; message: string; fieldErrors: Record<string, string[]> };

export async function signIn(request: Request, input: LoginInput): Promise<LoginOutcome> {
  const response = await call(request, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.ok) {
    const { user } = SessionResult.parse(await response.json());
    return { ok: true, user, setCookie: setCookiesOf(response.headers) };
  }
  if (response.status === 400 || response.status === 401 || response.status === 429) {
    const body = ErrorResult.safeParse(await response.json().catch(() => null));
    const fallback = response.status === 401 ? authMessages.invalidCredentials : messages.defaultError;
    return {
      ok: false,
      status: response.status,
      message: body.success ? body.data.message : fallback,
      fieldErrors: body.success ? (body.data.fieldErrors ?? {}) : {},
    };
  }
  return unexpected(response);
}

/** Ends the session at the gateway; answers the Set-Cookie lines that clear it in the browser. */
export async function signOut(request: Request): Promise<string[]> {
  const response = await call(request, '/api/auth/logout', { method: 'POST' });
  if (!response.ok) unexpected(response);
  return setCookiesOf(response.headers);
}

/** The signed-in user, or null when the browser has no valid session. */
export async function currentUser(request: Request): Promise<AuthUser | null> {
  const response = await call(request, '/api/auth/session');
  if (response.status === 401) return null;
  if (!response.ok) unexpected(response);
  return SessionResult.parse(await response.json()).user;
}

export async function savedLocations(request: Request, userId: string): Promise<SavedLocation[]> {
  const response = await call(request, `/api/realState/locations?userId=${encodeURIComponent(userId)}`);
  if (!response.ok) unexpected(response);
  return SavedLocationsResult.parse(await response.json()).locations;
}

export async function locationSummaries(request: Request, userId: string, locationId: string): Promise<DashboardSummary[]> {
  const query = new URLSearchParams({ userId, locationId });
  const response = await call(request, `/api/realState/summaries?${query}`);
  if (!response.ok) unexpected(response);
  return DashboardSummariesResult.parse(await response.json()).summaries;
}

/**
 * Refuses a form post from another site (login CSRF): browsers send Origin on POST, and it must be this
 * site's host (the request URL carries the browser's Host, which the gateway forwards). A request
 * without Origin (old clients, non-browser tools) passes.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
