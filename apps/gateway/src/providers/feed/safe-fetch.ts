import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { ProviderFailure } from '../provider-failure';
import { checkFeedUrl, type AddressPolicy } from './address-policy';
import { FeedRefused } from './feed-refused';
import { pinnedAddress, pinnedLookup, type Resolver } from './pinned-address';

export { systemResolver, type Resolver } from './pinned-address';

export interface SafeFetchOptions {
  provider: string;
  policy: AddressPolicy;
  resolve: Resolver;
  signal: AbortSignal;
  userAgent: string;
  maxBytes: number;
  maxRedirects: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function request(url: URL, pinned: LookupAddress, options: SafeFetchOptions): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: pinnedLookup(pinned),
        signal: options.signal,
        headers: {
          accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
          'user-agent': options.userAgent,
        },
      },
      done,
    );
    outgoing.on('error', fail);
    outgoing.end();
  });
}

function readCapped(response: IncomingMessage, options: SafeFetchOptions): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    return Promise.reject(
      new ProviderFailure(options.provider, 'malformed', `answer larger than ${options.maxBytes} bytes`),
    );
  }
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        response.destroy();
        fail(new ProviderFailure(options.provider, 'malformed', `answer larger than ${options.maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    response.on('error', fail);
    response.on('aborted', () => fail(new Error('aborted')));
  });
}

const networkFailure = (options: SafeFetchOptions, error: unknown) =>
  error instanceof ProviderFailure || error instanceof FeedRefused
    ? error
    : options.signal.aborted
      ? new ProviderFailure(options.provider, 'timeout', 'no answer in time', undefined, { cause: error })
      : new ProviderFailure(options.provider, 'network', 'unreachable', undefined, { cause: error });

/**
 * GETs a feed without letting the caller reach inside our network (decision 025): every hop's URL is checked,
 * its host resolved once and refused when any address is not public, the connection pinned to the checked
 * address, at most `maxRedirects` redirects followed (each checked the same way), at most `maxBytes` read.
 * A refusal is a FeedRefused (the caller's fault, 400); anything else a ProviderFailure.
 */
export async function fetchFeedText(start: URL, options: SafeFetchOptions): Promise<string> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    url = checkFeedUrl(url, options.policy);
    const pinned = await pinnedAddress(url, options);
    let response: IncomingMessage;
    try {
      response = await request(url, pinned, options);
    } catch (error) {
      throw networkFailure(options, error);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location)
        throw new ProviderFailure(options.provider, 'status', `answered ${status} without a location`, status);
      if (hop >= options.maxRedirects)
        throw new ProviderFailure(options.provider, 'status', `more than ${options.maxRedirects} redirects`, status);
      try {
        url = new URL(location, url);
      } catch {
        throw new ProviderFailure(options.provider, 'status', 'redirected to an unreadable location', status);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new ProviderFailure(options.provider, 'status', `answered ${status}`, status);
    }
    try {
      return await readCapped(response, options);
    } catch (error) {
      throw networkFailure(options, error);
    }
  }
}
