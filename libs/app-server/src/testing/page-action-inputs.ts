import fc from 'fast-check';
import { fields, fieldName, fieldValue } from './page-action-fields';

/** One request to a page action, before the route's path and the server's origin are known. */
export interface PageActionInput {
  method: string;
  /** Query string, '' or starting with '?'. */
  query: string;
  /** A Remix data request (`?_data=<route id>`, what a hydrated page sends) instead of a document post. */
  data: boolean;
  contentType?: string;
  body: Buffer;
  /** 'same' is this server's own origin. */
  origin?: string;
  cookie?: string;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

function multipart(entries: [string, string][]): string {
  const parts = entries.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

/** Bodies that are not what their content type says, or are cut short. */
const brokenBody = fc.constantFrom(
  '%',
  '%zz',
  'a=%ED%A0%80',
  '&&&==&',
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated`,
  '['.repeat(5000),
  '{"a":',
  '\u0000\u0000',
);

type Encoding = 'urlencoded' | 'multipart' | 'json' | 'text';

function encode(encoding: Encoding, entries: [string, string][]): string {
  switch (encoding) {
    case 'urlencoded':
      return new URLSearchParams(entries).toString();
    case 'multipart':
      return multipart(entries);
    case 'json':
      return JSON.stringify(Object.fromEntries(entries));
    case 'text':
      return entries.map(([name, value]) => `${name}=${value}`).join('\r\n');
  }
}

const URLENCODED = 'application/x-www-form-urlencoded';
const contentTypes: fc.Arbitrary<[Encoding, string | undefined]> = fc.oneof(
  {
    arbitrary: fc.constantFrom<[Encoding, string]>(
      ['urlencoded', URLENCODED],
      ['urlencoded', `${URLENCODED};charset=UTF-8`],
    ),
    weight: 12,
  },
  {
    arbitrary: fc.constantFrom<[Encoding, string | undefined]>(
      ['multipart', `multipart/form-data; boundary=${BOUNDARY}`],
      ['multipart', 'multipart/form-data'],
      ['json', 'application/json'],
      ['text', 'text/plain'],
      ['text', 'text/plain;charset=UTF-8'],
      ['urlencoded', undefined],
      ['urlencoded', `${URLENCODED}; charset=utf-16`],
      ['urlencoded', 'APPLICATION/X-WWW-FORM-URLENCODED'],
    ),
    weight: 6,
  },
  { arbitrary: fc.string({ maxLength: 40 }).map((type): [Encoding, string] => ['text', type]), weight: 1 },
);

const origins = fc.oneof(
  { arbitrary: fc.constantFrom(undefined, 'same'), weight: 8 },
  {
    arbitrary: fc.constantFrom('null', 'https://evil.example', 'http://[', 'not a url', 'https://evil.example:443'),
    weight: 2,
  },
);

const methods = fc.oneof(
  { arbitrary: fc.constant('POST'), weight: 9 },
  { arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE'), weight: 1 },
);

const extraQuery = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  {
    arbitrary: fc
      .array(fc.tuple(fieldName, fieldValue), { maxLength: 3 })
      .map((entries) => new URLSearchParams(entries).toString()),
    weight: 1,
  },
);

/**
 * Requests to one page action: random and awkward fields (NUL, lone surrogates, very long values, deep
 * bracket names, thousands of repeats), every content type, broken bodies, foreign origins.
 * `queries` are the route's own query strings (e.g. an RSVP link's), `cookies` the Cookie headers to try.
 */
export function pageActionInputs(
  queries: string[] = [''],
  cookies: (string | undefined)[] = [undefined],
): fc.Arbitrary<PageActionInput> {
  const body = fc.oneof(
    {
      arbitrary: fc
        .tuple(contentTypes, fields)
        .map(([[encoding, contentType], entries]) => ({ contentType, text: encode(encoding, entries) })),
      weight: 9,
    },
    {
      arbitrary: fc.tuple(contentTypes, brokenBody).map(([[, contentType], text]) => ({ contentType, text })),
      weight: 1,
    },
  );
  return fc
    .record({
      method: methods,
      query: fc
        .tuple(fc.constantFrom(...queries), extraQuery)
        .map(([own, extra]) => [own.replace(/^\?/, ''), extra].filter(Boolean).join('&')),
      data: fc.boolean(),
      body,
      origin: origins,
      cookie: fc.constantFrom(...cookies),
    })
    .map(({ query, body: { contentType, text }, ...rest }) => ({
      ...rest,
      query: query ? `?${query}` : '',
      contentType,
      body: Buffer.from(text, 'utf8'),
    }));
}
