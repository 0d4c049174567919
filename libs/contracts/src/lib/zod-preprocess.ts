// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import './zod-setup';
import * as z from 'zod/mini';

/** The type classic zod gives `z.preprocess(fn, schema)`: in an object's input, its key is optional when `schema`'s is. */
export interface ZodMiniPreprocess<B extends z.core.$ZodType> extends z.ZodMiniPipe<
  z.core.$ZodTransform<unknown, unknown>,
  B
> {
  _zod: z.core.$ZodPreprocessInternals<B, unknown>;
}

/**
 * Classic zod's `z.preprocess(fn, schema)`, which zod/mini does not have: the same pipe (`fn`, then `schema`,
 * whose issues and messages are the answer) with the same input and output types.
 */
export const preprocess = <B extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: B,
): ZodMiniPreprocess<B> => z.pipe(z.transform(fn), schema) as ZodMiniPreprocess<B>;

/** Absent, null or blank (after trim) all mean "not given": undefined. */
export const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional field where absent, null or blank are all "not given" (undefined); anything else must match `schema`. */
export const optionalGiven = <B extends z.core.$ZodType>(schema: B) => preprocess(blankToUndefined, z.optional(schema));
