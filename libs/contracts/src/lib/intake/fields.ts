// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { intakeMessages } from './intake-messages';
import { optionalGiven } from '../zod-preprocess';

/** §9: "Email check is a loose x@y.z pattern." */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Bounds that no real value comes near; they keep stored rows and provider payloads small.
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
export const PLACE_MAX = 100;
export const SOURCE_MAX = 2048;

/** A required text with its message; blank (after trim) reads as missing. */
export const requiredText = (message: string, max = NAME_MAX) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));

/** An optional text: absent, null or blank all mean "not given" (undefined). */
export const optionalText = (max = NAME_MAX) =>
  optionalGiven(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`)));

/** Required email with the spec's two messages: one when missing, one when it does not look like x@y.z. */
export const email = (requiredMessage: string = intakeMessages.emailRequired, max = EMAIL_MAX, tooLong?: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(max, tooLong ?? `Must be at most ${max} characters`),
      z.regex(EMAIL_PATTERN, intakeMessages.emailInvalid),
    );

/** The terms checkbox: only `true` passes (a form's 'on' is turned into true before parsing). */
export const termsAccepted = z.literal(true, { error: intakeMessages.termsRequired });

/** The page a submission came from (spec: source), a URL or a path. */
export const source = z.optional(z.string().check(z.trim(), z.maxLength(SOURCE_MAX)));
