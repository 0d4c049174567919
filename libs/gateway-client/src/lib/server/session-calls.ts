import {
  authMessages,
  DashboardSummariesResult,
  messages,
  SavedLocationsResult,
  SessionResult,
  type AuthUser,
  type DashboardSummary,
  type LoginInput,
  type SavedLocation,
} from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import { GatewayError, unexpected } from '../gateway-error';
import type { Transport } from '../transport';

/**
 * Sign-in and the dashboard's reads, through the gateway's /api/auth and /api/realState calls. The
 * gateway's signed session cookie is the authority: the request's client forwards the browser's Cookie
 * header, and sign-in hands the gateway's Set-Cookie back for the browser.
 */

export type LoginOutcome =
  | { ok: true; user: AuthUser; setCookie: string[] }
  | { ok: false; status: 400 | 401 | 429; message: string; fieldErrors: Record<string, string[]> };

export interface SessionCalls {
  signIn(input: LoginInput): Promise<LoginOutcome>;
  /** Ends the session at the gateway; answers the Set-Cookie lines that clear it in the browser. */
  signOut(): Promise<string[]>;
  /** The signed-in user, or null when the browser has no valid session. */
  currentUser(): Promise<AuthUser | null>;
  savedLocations(userId: string): Promise<SavedLocation[]>;
  locationSummaries(userId: string, locationId: string): Promise<DashboardSummary[]>;
}

/**
 * Every Set-Cookie line of an answer. Node's fetch has getSetCookie(); Remix's installGlobals polyfill
 * (remix-serve, tests) has getAll() instead. Joining them into one header would corrupt the dates.
 */
function setCookiesOf(headers: Headers): string[] {
  if (typeof headers.getSetCookie === 'function') return headers.getSetCookie();
  return (headers as Headers & { getAll(name: string): string[] }).getAll('set-cookie');
}

const isLoginRefusal = (status: number): status is 400 | 401 | 429 =>
  status === 400 || status === 401 || status === 429;

export function sessionCalls({ call, exchange }: Transport): SessionCalls {
  // Anything the person cannot fix is thrown: the route's error boundary shows the default error.
  const read = async <T extends z.core.$ZodType>(path: string, schema: T) => {
    try {
      return (await call(path, { schema })).data;
    } catch (error) {
      throw unexpected(error, path);
    }
  };

  return {
    async signIn(input) {
      try {
        const { data, response } = await call('/api/auth/login', { schema: SessionResult }, { body: input });
        return { ok: true, user: data.user, setCookie: setCookiesOf(response.headers) };
      } catch (error) {
        if (!(error instanceof GatewayError) || !isLoginRefusal(error.status))
          throw unexpected(error, '/api/auth/login');
        const fallback = error.status === 401 ? authMessages.invalidCredentials : messages.defaultError;
        return {
          ok: false,
          status: error.status,
          message: error.body?.message ?? fallback,
          fieldErrors: error.fieldErrors,
        };
      }
    },
    async signOut() {
      try {
        return setCookiesOf((await exchange('/api/auth/logout', { method: 'POST' })).headers);
      } catch (error) {
        throw unexpected(error, '/api/auth/logout');
      }
    },
    async currentUser() {
      try {
        return (await call('/api/auth/session', { schema: SessionResult })).data.user;
      } catch (error) {
        if (error instanceof GatewayError && error.status === 401) return null;
        throw unexpected(error, '/api/auth/session');
      }
    },
    async savedLocations(userId) {
      return (await read(`/api/realState/locations?userId=${encodeURIComponent(userId)}`, SavedLocationsResult))
        .locations;
    },
    async locationSummaries(userId, locationId) {
      return (
        await read(`/api/realState/summaries?${new URLSearchParams({ userId, locationId })}`, DashboardSummariesResult)
      ).summaries;
    },
  };
}
