import fc from 'fast-check';

// Request bodies for the fuzz tests: valid ones edited, extended and broken in the ways that have broken parsers.

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
