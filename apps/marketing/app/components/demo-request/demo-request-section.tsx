import type { DemoFormName, Industry } from '@civicbrief/contracts';
import { Content, Section, SectionTitle } from '@civicbrief/design-system';
import { DemoRequestForm, type FormResult } from '@civicbrief/forms';
import { useActionData, useFormAction } from '@remix-run/react';
import type { demoRequestAction } from './demo-request-action';

/** The in-page anchor of the demo form (spec §2 "#contact-form"): the heroes' 'Book a demo' buttons lead here. */
export const CONTACT_FORM_ID = 'contact-form';

export interface DemoRequestSectionProps {
  /** basic on the contact page and the home page's panel, extended on the industry pages (issue 14). */
  variant: DemoFormName;
  /** The page's industry (real estate: Real Estate Firm; government: Local Government): the select is hidden. */
  parentIndustry?: Industry;
  title?: string;
  lead?: string;
}

/**
 * The demo contact form in its page section, anchored at #contact-form. Without JavaScript it posts to the
 * page's own route (useFormAction: `?index` on the home page), whose `action` must be demoRequestAction.
 */
export function DemoRequestSection({ variant, parentIndustry, title = 'Book a demo', lead }: DemoRequestSectionProps) {
  const result = useActionData<typeof demoRequestAction>() as FormResult | undefined;
  const action = `${useFormAction()}#${CONTACT_FORM_ID}`;
  return (
    <Section $tone="surface" id={CONTACT_FORM_ID} aria-labelledby={`${CONTACT_FORM_ID}-title`}>
      <Content>
        <SectionTitle id={`${CONTACT_FORM_ID}-title`}>{title}</SectionTitle>
        {lead ? <p>{lead}</p> : null}
        <DemoRequestForm variant={variant} parentIndustry={parentIndustry} action={action} result={result ?? null} headingLevel={3} />
      </Content>
    </Section>
  );
}
