// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, optionalText, requiredText, source, termsAccepted } from './fields';
import {
  DEMO_ANSWER_MAX,
  DEMO_FORM_NAMES,
  demoMessages,
  INDUSTRIES,
  isPhoneNumber,
  COMPANY_MAX,
  PHONE_MAX,
  REGION_INDUSTRY,
  WEBSITE_MAX,
  type Industry,
} from './demo-options';
import { intakeMessages } from './intake-messages';

export * from './demo-options';

const industry = z.enum(INDUSTRIES, { error: demoMessages.industrySelect });

/**
 * Line breaks (CR, LF, VT, FF, NEL, U+2028, U+2029 and the rest) and other control characters (C0, DEL, C1): a
 * one-line field holds none once trimmed (a name must not add a line to the sales mail). The free
 * answers may hold line breaks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const oneLine = <T extends z.ZodMiniType<string | undefined>>(field: T, message: string = demoMessages.oneLine) =>
  field.check(z.refine((value) => value === undefined || !CONTROL_CHARACTER.test(value), message));

/** The fields both forms have and the extended form's four more, as the browser sends them. */
const demoFields = {
  firstName: oneLine(requiredText(intakeMessages.nameType)),
  lastName: oneLine(requiredText(intakeMessages.lastNameType)),
  email: oneLine(email(intakeMessages.emailType), intakeMessages.emailInvalid),
  title: oneLine(requiredText(intakeMessages.titleType)),
  companyName: oneLine(requiredText(intakeMessages.companyType, COMPANY_MAX)),
  industry,
  formName: z.enum(DEMO_FORM_NAMES, { error: 'formName must be basic or extended' }),
  phone: optionalText(PHONE_MAX).check(
    z.refine((value) => value === undefined || isPhoneNumber(value), demoMessages.phoneEnter),
  ),
  region: oneLine(optionalText()),
  website: oneLine(requiredText(demoMessages.websiteRequired, WEBSITE_MAX)),
  regions__msas__markets: optionalText(DEMO_ANSWER_MAX),
  cities_counties_covered: optionalText(DEMO_ANSWER_MAX),
  current_tracking_methods: optionalText(DEMO_ANSWER_MAX),
  how_civicbrief_helps: optionalText(DEMO_ANSWER_MAX),
};

/** The extended form's answers, in its order. */
export const DEMO_EXTENDED_FIELDS = [
  'regions__msas__markets',
  'cities_counties_covered',
  'current_tracking_methods',
  'how_civicbrief_helps',
] as const;

type DemoValues = z.output<z.ZodMiniObject<typeof demoFields>>;

/** Spec §5: the extended form requires a phone number and the markets; the basic form requires neither. */
function extendedRules(value: DemoValues, ctx: z.core.$RefinementCtx) {
  if (value.formName !== 'extended') return;
  if (!value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: demoMessages.phoneEnter });
  if (!value.regions__msas__markets)
    ctx.addIssue({ code: 'custom', path: ['regions__msas__markets'], message: demoMessages.regionsSpecify });
}

/**
 * What is kept of a valid submission: the region only for a Real Estate Firm (the only industry it is shown
 * for) and the extended answers only from the extended form, so a hidden field never reaches sales.
 */
function kept<T extends DemoValues>(value: T): T {
  const result: T = { ...value };
  if (result.industry !== REGION_INDUSTRY) delete result.region;
  if (result.formName !== 'extended') for (const field of DEMO_EXTENDED_FIELDS) delete result[field];
  return result;
}

// The variant rules are told as soon as formName is right, also while other fields are still wrong: the
// visitor sees every message of the form at the first submit, not the extended ones after a second.
// Not when the value is no object at all (an issue without a path).
const whenFormNamed = {
  when: ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !issues.some((issue) => !issue.path?.length || issue.path[0] === 'formName'),
};

/** The demo contact forms, basic and extended (spec §3, §5), validated on submit; terms stay in the browser's check. */
export const DemoFormInput = z.pipe(
  z.object({ ...demoFields, terms: termsAccepted }).check(z.superRefine(extendedRules, whenFormNamed)),
  z.transform(kept),
);
export type DemoFormInput = z.infer<typeof DemoFormInput>;
export type DemoFormValues = z.input<typeof DemoFormInput>;

/**
 * POST /api/demo-requests: a demo request as the form sent it, with the visitor's consent (the ticked
 * terms, sent on as the CRM's legal consent) and the page it came from.
 */
export const DemoRequestInput = z.object({
  data: z.pipe(
    z
      .object({ ...demoFields, terms: termsAccepted, source }, { error: 'data is required' })
      .check(z.superRefine(extendedRules, whenFormNamed)),
    z.transform(kept),
  ),
});
export type DemoRequestInput = z.infer<typeof DemoRequestInput>;

/** The call's body from the form's values and the page it was sent from. */
export function demoRequestBody(form: DemoFormInput, page: string): DemoRequestInput {
  return { data: { ...form, source: page } };
}

/** Whether the form shows the region field for this industry choice. */
export const showsRegion = (choice: unknown) => choice === REGION_INDUSTRY;

/** A page's parent industry fixes the choice: the select is hidden and holds it (spec §5). */
export const isIndustry = (value: unknown): value is Industry =>
  typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
