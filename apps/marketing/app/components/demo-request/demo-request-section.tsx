import type { DemoFormName, Industry } from '@civicbrief/contracts';
import { Content, Section, SectionTitle } from '@civicbrief/design-system';
import { DemoRequestForm, type FormResult } from '@civicbrief/forms';
import { useActionData, useFormAction } from '@remix-run/react';

/** The in-page anchor of the demo form (spec §2 "#contact-form"): the heroes' 'Book a demo' buttons lead here. */
export const CONTACT_FORM_ID = 'contact-form';

const FORM_STATUSES: readonly unknown[] = ['success', 'invalid', 'failed'];

/** The route's action answer when it is a form's FormResult (another form's answer on the page, such as `{ lead }`, is not). */
function formResultOf(data: unknown): FormResult | null {
  return typeof data === 'object' && data !== null && FORM_STATUSES.includes((data as { status?: unknown }).status)
    ? (data as FormResult)
    : null;
}

export interface DemoRequestPageFormProps {
  /** basic on the contact page and the home page's panel, extended on the industry pages (decision 029). */
  variant: DemoFormName;
  /** The page's industry (real estate: Real Estate Firm; government: Local Government): the select is hidden. */
  parentIndustry?: Industry;
  headingLevel?: 2 | 3;
}

/**
 * The demo form as a page shows it: without JavaScript it posts to the page's own route (useFormAction: `?index`
 * on the home page) at #contact-form, and shows that route's answer. The route's `action` must be demoRequestAction.
 */
export function DemoRequestPageForm({ variant, parentIndustry, headingLevel = 3 }: DemoRequestPageFormProps) {
  const result = formResultOf(useActionData());
  const action = `${useFormAction()}#${CONTACT_FORM_ID}`;
  return (
    <DemoRequestForm
      variant={variant}
      parentIndustry={parentIndustry}
      action={action}
      result={result}
      headingLevel={headingLevel}
    />
  );
}

export interface DemoRequestSectionProps extends Omit<DemoRequestPageFormProps, 'headingLevel'> {
  title?: string;
  lead?: string;
}

/** The demo contact form in its page section, anchored at #contact-form. */
export function DemoRequestSection({ variant, parentIndustry, title = 'Book a demo', lead }: DemoRequestSectionProps) {
  return (
    <Section $tone="surface" id={CONTACT_FORM_ID} aria-labelledby={`${CONTACT_FORM_ID}-title`}>
      <Content>
        <SectionTitle id={`${CONTACT_FORM_ID}-title`}>{title}</SectionTitle>
        {lead ? <p>{lead}</p> : null}
        <DemoRequestPageForm variant={variant} parentIndustry={parentIndustry} />
      </Content>
    </Section>
  );
}
