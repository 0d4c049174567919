import { ErrorResult, IntakeResult, ProviderErrorResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as z from 'zod';
import { testDrivers } from './databases';
import type { FakeMode } from './fake-providers';

export { extended, fuzzedPayload, mutated } from './fuzzed-payloads';

/**
 * A fuzz test's runs on one database driver, for `total` random inputs per endpoint in all: the drivers of
 * testDrivers share them out (500 on PGlite and 500 on PostgreSQL when both run), and each run draws inputs
 * from a seed of its own, so an endpoint still meets `total` different inputs while the routes' parsing and
 * validation, the same code on either driver, are not fuzzed twice over.
 */
export function fuzzRuns(total: number): number {
  return Math.ceil(total / testDrivers.length);
}

/** At least this many random requests per endpoint, over the drivers. */
export const FUZZ_RUNS = fuzzRuns(1000);

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('newsletter', 'Newsletter', '', 'a@b.co', '00000000-0000-4000-8000-000000000000'),
);

/** The right query most of the time; otherwise random pairs of the route's keys (and others), repeats and broken escapes. */
export function fuzzedQuery(valid: string, keys = ['workflow', 'identifier']): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, ...keys.map((name) => `${name}[]`), '__proto__'),
    fc.string({ maxLength: 10 }),
  );
  const pairs = fc
    .array(fc.tuple(key, queryValue), { maxLength: 4 })
    .map((entries) => new URLSearchParams(entries).toString());
  const broken = keys.flatMap((name) => [
    `${name}=%00`,
    `${name}=%ED%A0%80`,
    `${name}=a&${name}=b`,
    `${name}=${'x'.repeat(5000)}`,
  ]);
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 6 },
    { arbitrary: pairs, weight: 2 },
    { arbitrary: pairs.map((extra) => [valid, extra].filter(Boolean).join('&')), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', 'workflow=%ZZ', '&&&', '=', 'workflow', ...broken), weight: 1 },
  );
}

/** An ops route's authorization header: the right token, a wrong one, none, one far too long, one not ASCII. */
export const opsAuthorization = (opsToken: string): fc.Arbitrary<string> =>
  fc.constantFrom(`Bearer ${opsToken}`, 'Bearer x', '', `Bearer ${'x'.repeat(10_000)}`, 'Bearer \u00e9');

/** Places a provider route is asked about: known ones, unknown ones, empty and far too long ones. */
export const fuzzedPlaces = [
  'Saratoga, CA',
  'saratoga, california',
  'ca/santa-clara-county/saratoga',
  'Palo Alto',
  'Atlantis, CA',
  '',
  ' , ',
  'x'.repeat(200),
];

/** A provider route under fuzz: its path, its query keys, its query values, the contract of its answers. */
export type FuzzedProviderRoute = [string, string[], fc.Arbitrary<Record<string, string>>, z.core.$ZodType];

/**
 * A fake provider's mode for one request: now and then it fails, hangs past the timeout or answers nonsense,
 * so the error paths are fuzzed too.
 */
export const providerMode = fc.constantFrom<FakeMode>('ok', 'ok', 'ok', 'ok', 'error', 'malformed', 'empty', 'slow');

/** A fuzzed query of a provider route's keys and values, and the mode its fake provider answers it in. */
export const providerQuery = (keys: string[], values: fc.Arbitrary<Record<string, string>>) =>
  fc.tuple(
    values.chain((query) => fuzzedQuery(new URLSearchParams(query).toString(), keys)),
    providerMode,
  );

/** Mostly JSON, as the apps send; sometimes what a script or a form post would. */
export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom<string | undefined>(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'text/html',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ),
    weight: 2,
  },
);

export interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  query: string;
  payload?: string;
  contentType?: string;
  /** Sent as they are (cookie, authorization, a client address of its own). */
  headers?: Record<string, string>;
  /** A provider call: its documented 502/503 (ProviderErrorResult, decision 023) is an answer, not a server error. */
  providerCall?: boolean;
}

const isProviderAnswer = (statusCode: number, body: string) => {
  if (statusCode !== 502 && statusCode !== 503) return false;
  try {
    return ProviderErrorResult.parse(JSON.parse(body)).statusCode === statusCode;
  } catch {
    return false;
  }
};

/**
 * Sends the request and checks the gateway's promise for any input: never a 5xx, and every answer is
 * JSON of its contract (the result on 2xx, ErrorResult otherwise, unless the route answers errors in
 * another shape, as GraphQL does).
 */
export async function expectNoServerError(
  app: FastifyInstance,
  request: FuzzRequest,
  result: z.core.$ZodType = IntakeResult,
  error: z.core.$ZodType = ErrorResult,
): Promise<void> {
  const headers: InjectOptions['headers'] = { 'x-forwarded-for': '192.0.2.1', ...request.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await app.inject({
    method: request.method,
    url: request.query ? `${request.path}?${request.query}` : request.path,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  if (response.statusCode >= 500 && !(request.providerCall && isProviderAnswer(response.statusCode, response.body))) {
    // Cut: a body nested 5,000 levels would bury the answer in the report.
    throw new Error(
      `${response.statusCode} for ${JSON.stringify(request).slice(0, 500)}: ${response.body.slice(0, 500)}`,
    );
  }
  // A 204 or a redirect has no body to check; a provider's 502/503 was checked above.
  if (response.statusCode >= 500) return;
  if (response.statusCode === 204 || (response.statusCode >= 300 && response.statusCode < 400)) return;
  z.parse(response.statusCode < 300 ? result : error, response.json());
}
