import * as z from 'zod/mini';
import { schemaResolver } from './schema-resolver';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please type a name')),
  place: z.object({ city: z.string().check(z.minLength(1, 'Please choose a city')) }),
  kind: z.union([z.literal('a'), z.literal('b')], { error: 'Please choose a kind' }),
});
type Values = z.input<typeof schema>;
const resolve = (values: Values) =>
  schemaResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it("answers the schema's parsed output and no errors", async () => {
    await expect(resolve({ name: ' Ada ', place: { city: 'Saratoga' }, kind: 'a' })).resolves.toEqual({
      values: { name: 'Ada', place: { city: 'Saratoga' }, kind: 'a' },
      errors: {},
    });
  });

  it("answers each field's first message, nested as the fields are, and no values", async () => {
    const { values, errors } = await resolve({ name: ' ', place: { city: '' }, kind: 'c' as 'a' });
    expect(values).toEqual({});
    expect(errors).toEqual({
      name: expect.objectContaining({ message: 'Please type a name' }),
      place: { city: expect.objectContaining({ message: 'Please choose a city' }) },
      kind: expect.objectContaining({ message: expect.any(String) }),
    });
  });
});
