import { messages } from '../messages';

// The demo forms' options, words and bounds (spec §3, §5): what the forms show before any schema checks them.

/** Spec §3 "Industry options", in the spec's order. */
export const INDUSTRIES = [
  'Local Government',
  'Government Affairs',
  'Law Firm',
  'Real Estate Firm',
  'Public Advocacy Group',
  'Media',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The one industry whose visitors are asked for their region (spec §5: shown only then, optional). */
export const REGION_INDUSTRY: Industry = 'Real Estate Firm';

/** The two demo forms (spec §3): the form's `formName` says which one was sent. */
export const DEMO_FORM_NAMES = ['basic', 'extended'] as const;
export type DemoFormName = (typeof DEMO_FORM_NAMES)[number];

/** The demo forms' own messages (spec §5 "Demo forms"), word for word; the others are the lead forms'. */
export const demoMessages = {
  industrySelect: 'Please select the industry',
  phoneEnter: 'Please enter your mobile phone number',
  regionsSpecify: 'Please specify your regions, MSAs, or markets',
  /** Website is required "with no message": the spec's default field message. */
  websiteRequired: messages.fieldRequired,
  /** What replaces the form once it is sent (spec §2, §4). */
  thankYou: messages.demoThankYou,
  /** Ours, not the spec's: a one-line field with a line break or another control character in it. */
  oneLine: 'Please use one line, without line breaks or control characters',
} as const;

export const COMPANY_MAX = 200;
export const WEBSITE_MAX = 500;
export const PHONE_MAX = 40;
/** The extended form's free answers (markets, cities, how they track today, how we would help). */
export const DEMO_ANSWER_MAX = 2000;

/** A phone number as people type it: digits with + ( ) . - and spaces, 7 to 20 digits. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const digitsIn = (text: string) => text.replace(/\D/g, '').length;
export const isPhoneNumber = (text: string) => PHONE_PATTERN.test(text) && digitsIn(text) >= 7 && digitsIn(text) <= 20;
