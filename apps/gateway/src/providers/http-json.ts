import { ProviderFailure } from './provider-failure';

/** No provider answer we read is anywhere near this; a larger one is refused rather than held in memory. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A form body (OAuth token requests). */
  form?: Record<string, string>;
  signal: AbortSignal;
}

async function readCapped(response: Response, provider: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ProviderFailure(provider, 'malformed', `answer larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One HTTP request to a provider, answered as parsed JSON. Every failure is a ProviderFailure: the signal
 * aborting (timeout), no connection, a non-2xx status (its body is not read into the error), or a body that
 * is not JSON or too large.
 */
export async function requestJson(
  provider: string,
  url: string,
  request: JsonRequest,
  userAgent: string,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent, ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
      redirect: 'follow',
    });
  } catch (error) {
    if (request.signal.aborted)
      throw new ProviderFailure(provider, 'timeout', 'no answer in time', undefined, { cause: error });
    throw new ProviderFailure(provider, 'network', 'unreachable', undefined, { cause: error });
  }
  try {
    const text = await readCapped(response, provider);
    if (!response.ok) throw new ProviderFailure(provider, 'status', `answered ${response.status}`, response.status);
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ProviderFailure(provider, 'malformed', 'answer is not JSON', response.status, { cause: error });
    }
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    if (request.signal.aborted)
      throw new ProviderFailure(provider, 'timeout', 'answer not finished in time', undefined, { cause: error });
    throw new ProviderFailure(provider, 'network', 'connection lost mid-answer', undefined, { cause: error });
  }
}

/** Parses a provider's answer with its schema; an answer of another shape is a malformed one. */
export function shaped<T>(
  provider: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ProviderFailure(provider, 'malformed', 'answer is not of the documented shape', undefined, {
      cause: parsed.error,
    });
  return parsed.data;
}
