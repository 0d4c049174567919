// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { optionalGiven } from '../zod-preprocess';

/** The content block that lists a city's key contacts, on the city's page in the content store (slug = city path). */
export const KEY_CONTACTS_BLOCK = 'KeyContacts';
/** More than a city page should list; content with more is refused at import. */
export const KEY_CONTACTS_MAX = 50;

/**
 * The intake's e-mail shape without the characters a mailto: link would read as more than an address (?, &, #, %, commas,
 * slashes, quotes, brackets): `clerk@city.gov?bcc=x@evil.tld` would prefill a copy to someone else.
 */
const CONTACT_EMAIL_PATTERN = /^[^\s@?&#%,/\\:;"'<>()[\]]+@[^\s@?&#%,/\\:;"'<>()[\]]+\.[^\s@?&#%,/\\:;"'<>()[\]]+$/;

const PHONE_PATTERN = /^\+?\(?[0-9][0-9 ().-]{5,30}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} is longer than ${max} characters`),
    );
/** Absent, null or blank: not given. */
const optional = (field: string, max: number, pattern?: { regex: RegExp; shape: string }) => {
  const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.maxLength(max, `${field} is longer than ${max} characters`)];
  if (pattern) checks.push(z.regex(pattern.regex, `${field} must look like ${pattern.shape}`));
  return optionalGiven(z.string().check(...checks));
};

/** One key contact of a city (decision 027): who, what they do, where, and how to reach them. */
export const KeyContact = z.object({
  name: required('name', 120),
  role: required('role', 160),
  office: optional('office', 160),
  phone: optional('phone', 40, { regex: PHONE_PATTERN, shape: 'a phone number, e.g. (408) 868-1200' }),
  email: optional('email', 254, { regex: CONTACT_EMAIL_PATTERN, shape: 'x@y.z' }),
  address: optional('address', 300),
});
export type KeyContact = z.infer<typeof KeyContact>;

/** The props of a `KeyContacts` block. */
export const KeyContactsBlockProps = z.object({
  contacts: z.array(KeyContact).check(z.maxLength(KEY_CONTACTS_MAX, `at most ${KEY_CONTACTS_MAX} contacts`)),
});
export type KeyContactsBlockProps = z.infer<typeof KeyContactsBlockProps>;

/**
 * A city page's contacts from its content blocks: the first `KeyContacts` block's valid contacts, in order; none
 * when there is no such block. A contact that does not pass (content written before a rule) is left out, not the list.
 */
export function keyContactsOf(blocks: readonly { block: string; props: unknown }[]): KeyContact[] {
  const found = blocks.find((entry) => entry.block === KEY_CONTACTS_BLOCK);
  const contacts = (found?.props as { contacts?: unknown } | null | undefined)?.contacts;
  if (!Array.isArray(contacts)) return [];
  return contacts.slice(0, KEY_CONTACTS_MAX).flatMap((contact) => {
    const parsed = KeyContact.safeParse(contact);
    return parsed.success ? [parsed.data] : [];
  });
}
