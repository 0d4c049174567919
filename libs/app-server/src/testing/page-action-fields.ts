import fc from 'fast-check';

// The form fields a fuzzed page action posts: the apps' own names mostly, odd and deeply nested ones too.

const FIELD_NAMES = [
  'email',
  'first_name',
  'last_name',
  'name',
  'city',
  'county',
  'state',
  'terms',
  'website',
  'homepage',
  'company',
  'title',
  'manual',
  'willAttend',
  'attendees',
  'token',
  'confirm',
  'password',
  'redirect',
  '_data',
];

export const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 6 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b][c]', 'email[]', 'terms[0]'), weight: 1 },
  { arbitrary: fc.integer({ min: 10, max: 5000 }).map((depth) => `a${'[b]'.repeat(depth)}`), weight: 1 },
);

export const fieldValue = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'a@b.co',
      'on',
      'yes',
      'no',
      'true',
      'Saratoga',
      'CA',
      'valid-confirm',
      'valid-unsubscribe',
      'valid-data',
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30, unit: 'binary' }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000@b.co',
      '\ud800',
      'a\udfffb',
      '\r\n',
      '<script>alert(1)</script>',
      '%00',
      '../..',
    ),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)), weight: 1 },
);

export const fields = fc.oneof(
  { arbitrary: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 }), weight: 9 },
  // The same field repeated thousands of times.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELD_NAMES), fc.integer({ min: 1_000, max: 20_000 }))
      .map(([name, count]) => Array.from({ length: count }, () => [name, 'x'] as [string, string])),
    weight: 1,
  },
);
