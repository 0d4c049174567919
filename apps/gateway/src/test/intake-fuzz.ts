import { ErrorResult, IntakeResult, ProviderErrorResult } from '@civicbrief/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as z from 'zod';
import { testDrivers } from './databases';

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

/** Values that have broken parsers and validators before, next to random ones. */
const awkward = fc.constantFrom(
  '',
  ' ',
  '__proto__',
  'constructor',
  'a@b.co',
  'x'.repeat(300),
  '\u0000',
  '\ud800',
  'a\u0000b',
  'x\udc00y',
  'Robert"); DROP TABLE people;--',
  null,
  true,
  0,
  -1,
  1e308,
  [],
  {},
);
/** Values nested 5,000 levels, and lists of 100,000 items: they have overflowed stacks and filled memory before. */
const nested = (depth: number, wrap: (inner: unknown) => unknown) =>
  Array.from({ length: depth }).reduce<unknown>((inner) => wrap(inner), 'x');
const excessive = fc.constantFrom(
  nested(5000, (inner) => [inner]),
  nested(5000, (inner) => ({ a: inner })),
  Array.from({ length: 100_000 }, () => 'x'),
  // Inside the intake's 16 KiB: deeper and longer than any intake body, shallower than the gateway's own bound.
  nested(20, (inner) => ({ a: inner })),
  Array.from({ length: 2000 }, () => 1),
);
const anyValue = fc.oneof(
  awkward,
  excessive,
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.anything({ maxDepth: 2 }),
);

type Path = string[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const inner = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]));
  return [prefix, ...inner];
}

function withEdit(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  // Arrays stay arrays, so an edit deep inside cio_relationships leaves the list itself valid.
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withEdit(copy[key], rest, replacement);
  return copy;
}

/** A valid body with one to three of its fields (or the whole) replaced by random values or dropped. */
export function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const edit = fc.tuple(fc.constantFrom(...paths), fc.option(anyValue, { nil: undefined }));
  return fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) => edits.reduce((body, [path, value]) => withEdit(body, path, value), valid));
}

/** A valid body with random extra keys in its objects: unknown keys are dropped, so these mostly succeed. */
export function extended(valid: unknown): fc.Arbitrary<unknown> {
  const objectPaths = pathsOf(valid).filter((path) => {
    const target = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], valid);
    return target !== null && typeof target === 'object' && !Array.isArray(target);
  });
  const key = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom('\u0000', 'a\ud800', '\udc00', '__proto__'),
  );
  const extra = fc.tuple(fc.constantFrom(...objectPaths), key, anyValue);
  return fc
    .array(extra, { minLength: 1, maxLength: 3 })
    .map((extras) =>
      extras.reduce(
        (body, [path, key, value]) => (objectPaths.length ? withEdit(body, [...path, key], value) : body),
        valid,
      ),
    );
}

/** A request body: random JSON, random values of any kind, mutated valid bodies, or text that is almost JSON. */
export function fuzzedPayload(valid: unknown): fc.Arbitrary<string | undefined> {
  const asJson = (value: unknown) => {
    try {
      return JSON.stringify(value);
    } catch {
      // BigInts and cycles cannot be sent as JSON; send what a client would have: nothing.
      return undefined;
    }
  };
  return fc.oneof(
    { arbitrary: mutated(valid).map(asJson), weight: 4 },
    { arbitrary: extended(valid).map(asJson), weight: 3 },
    { arbitrary: fc.jsonValue().map(asJson), weight: 2 },
    { arbitrary: fc.anything().map(asJson), weight: 1 },
    { arbitrary: fc.object().map(asJson), weight: 1 },
    { arbitrary: fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))), weight: 1 },
    { arbitrary: fc.string(), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"x":1}}',
        '{"data":{"constructor":{"prototype":{"x":1}}}}',
        '[]',
        'null',
        '"',
      ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        '['.repeat(5000) + ']'.repeat(5000),
        `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        '['.repeat(100_000),
      ),
      weight: 1,
    },
  );
}

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
