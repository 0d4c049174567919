import { HealthResult, ReadinessResult } from '@civicbrief/contracts';
import type { z } from 'zod';
import { GatewayError, httpError } from './gateway-error';

export interface GatewayClientOptions {
  /** Origin of the gateway, e.g. http://127.0.0.1:3000 (GATEWAY_URL). */
  baseUrl: string;
  /** fetch to use; defaults to the global one (Node 20 and browsers). */
  fetch?: typeof fetch;
  /** Per-call time limit in milliseconds; default 10 000. */
  timeoutMs?: number;
}

export interface GatewayClient {
  /** GET /healthz: the gateway process is up. */
  health(): Promise<HealthResult>;
  /** GET /readyz: whether the gateway can serve. Its 503 "unavailable" answer is returned, not thrown. */
  readiness(): Promise<ReadinessResult>;
}

export const defaultTimeoutMs = 10_000;

interface CallOptions<T extends z.ZodType> {
  schema: T;
  /** Non-2xx statuses whose body is still an answer of `schema` (e.g. a 503 readiness report). */
  answerStatuses?: readonly number[];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request(path: string): Promise<{ response: Response; text: string }> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchImpl(`${base}${path}`, { headers: { accept: 'application/json' }, signal });
      // The body read is inside the try: the time limit covers a gateway that stalls mid-answer too.
      return { response, text: await response.text() };
    } catch (error) {
      // Checked on the signal: the rejection is a DOMException whose class differs between runtimes.
      if (signal.aborted) {
        throw new GatewayError(`Gateway did not answer ${path} within ${timeoutMs} ms`, 0, 'timeout', null, { cause: error });
      }
      throw new GatewayError(`Gateway unreachable for ${path}`, 0, 'network', null, { cause: error });
    }
  }

  async function call<T extends z.ZodType>(path: string, { schema, answerStatuses = [] }: CallOptions<T>): Promise<z.infer<T>> {
    const { response, text } = await request(path);
    const json = parseJson(text);
    if (response.ok || answerStatuses.includes(response.status)) {
      const parsed = json.ok ? schema.safeParse(json.value) : null;
      if (parsed?.success) return parsed.data;
      if (response.ok) {
        const cause = parsed ? parsed.error : json.ok ? undefined : json.error;
        throw new GatewayError(`Gateway answer to ${path} does not match its contract`, response.status, 'invalid-response', null, { cause });
      }
    }
    throw httpError(response.status, response.statusText, json.ok ? json.value : null);
  }

  return {
    health: () => call('/healthz', { schema: HealthResult }),
    readiness: () => call('/readyz', { schema: ReadinessResult, answerStatuses: [503] }),
  };
}
