import { ErrorResult } from '@civicbrief/contracts';
import * as z from 'zod/mini';
import { GatewayError } from './gateway-error';

/** Every call to the gateway, from a browser or a server, ends after this long (body included). */
export const GATEWAY_TIMEOUT_MS = 10_000;

export interface TransportOptions {
  /** Origin of the gateway, e.g. http://127.0.0.1:3000; '' for the page's own origin (browser). */
  baseUrl: string;
  /** fetch to use; defaults to the global one (Node 20 and browsers). */
  fetch?: typeof fetch;
  /** Per-call time limit in milliseconds; default GATEWAY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Headers sent with every call (a server's visitor relay and cookies). */
  headers?: Record<string, string>;
}

export interface CallInit {
  method?: 'GET' | 'POST';
  /** JSON body; a body makes the call a POST unless `method` says otherwise. */
  body?: unknown;
  /** Headers of this call, over the transport's own. */
  headers?: Record<string, string>;
}

export interface CallSpec<T extends z.core.$ZodType> {
  schema: T;
  /** Non-2xx statuses whose body is still an answer of `schema` (e.g. a 503 readiness report). */
  answerStatuses?: readonly number[];
}

/** One call's parsed answer and the response it came in (for its headers, e.g. Set-Cookie). */
export interface Answer<T> {
  data: T;
  response: Response;
}

/** GatewayError for a non-2xx answer, keeping its body when it is the gateway's ErrorResult. */
function httpError(status: number, statusText: string, json: unknown): GatewayError {
  const body = ErrorResult.safeParse(json);
  const message = body.success ? body.data.message : `Gateway answered ${status} ${statusText}`.trim();
  return new GatewayError(message, status, 'http', body.success ? body.data : null);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The one way this lib calls the gateway: one time limit and one error policy. A failure is a GatewayError:
 * a non-2xx answer (with the gateway's ErrorResult when it sent one), a timeout, a network failure, or a
 * 2xx answer that does not match its contract.
 */
export function createTransport(options: TransportOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(path: string, init: CallInit): Promise<{ response: Response; text: string }> {
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const method = init.method ?? (init.body !== undefined ? 'POST' : 'GET');
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        signal,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
      // The body read is inside the try: the time limit covers a gateway that stalls mid-answer too.
      return { response, text: await response.text() };
    } catch (error) {
      // Checked on the signal: the rejection is a DOMException whose class differs between runtimes.
      if (signal.aborted) {
        throw new GatewayError(`Gateway did not answer ${path} within ${timeoutMs} ms`, 0, 'timeout', null, {
          cause: error,
        });
      }
      throw new GatewayError(`Gateway unreachable for ${path}`, 0, 'network', null, { cause: error });
    }
  }

  /** Calls `path` and parses the answer with `schema`; throws GatewayError otherwise. */
  async function call<T extends z.core.$ZodType>(
    path: string,
    { schema, answerStatuses = [] }: CallSpec<T>,
    init: CallInit = {},
  ): Promise<Answer<z.infer<T>>> {
    const { response, text } = await send(path, init);
    const json = parseJson(text);
    if (response.ok || answerStatuses.includes(response.status)) {
      const parsed = json.ok ? z.safeParse(schema, json.value) : null;
      if (parsed?.success) return { data: parsed.data, response };
      if (response.ok) {
        const cause = parsed ? parsed.error : json.ok ? undefined : json.error;
        throw new GatewayError(
          `Gateway answer to ${path.split('?')[0]} does not match its contract`,
          response.status,
          'invalid-response',
          null,
          { cause },
        );
      }
    }
    throw httpError(response.status, response.statusText, json.ok ? json.value : null);
  }

  /** Calls `path` for its effect and headers only (e.g. a 204); throws GatewayError unless it is a 2xx. */
  async function exchange(path: string, init: CallInit = {}): Promise<Response> {
    const { response, text } = await send(path, init);
    if (response.ok) return response;
    const json = parseJson(text);
    throw httpError(response.status, response.statusText, json.ok ? json.value : null);
  }

  return { call, exchange };
}

export type Transport = ReturnType<typeof createTransport>;
