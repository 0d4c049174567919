import { INDUSTRIES, type Industry } from '@civicbrief/contracts';
import { BookDemoPanel, type BookDemoPanelProps, MarketingSection } from '@civicbrief/design-system';
import { DemoRequestForm, RealEstateLeadForm, type FormResult } from '@civicbrief/forms';
import { useActionData, useFormAction } from '@remix-run/react';
import { CONTACT_FORM_ID, DemoRequestSection } from '../demo-request';

/** A ContactForm block's props from content: which demo form, and the page's industry when it has one. */
export interface ContactFormBlockProps {
  variant?: unknown;
  parentIndustry?: unknown;
  heading?: string;
  intro?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 600) : '');

const industryOf = (value: unknown): Industry | undefined => INDUSTRIES.find((industry) => industry === value);

/** The ContactForm block: the demo form (basic unless the content asks for extended) in its #contact-form section. */
export function ContactFormBlock({ variant, parentIndustry, heading, intro }: ContactFormBlockProps) {
  return (
    <DemoRequestSection
      variant={variant === 'extended' ? 'extended' : 'basic'}
      parentIndustry={industryOf(parentIndustry)}
      title={textOf(heading).slice(0, 160) || undefined}
      lead={textOf(intro) || undefined}
    />
  );
}

/** The home page's Book a Demo panel: why to book, beside the basic demo form. */
export function BookDemoPanelBlock(props: Omit<BookDemoPanelProps, 'children' | 'id'>) {
  const result = useActionData() as FormResult | undefined;
  const action = `${useFormAction()}#${CONTACT_FORM_ID}`;
  return (
    <BookDemoPanel {...props} id={CONTACT_FORM_ID}>
      <DemoRequestForm variant="basic" action={action} result={result ?? null} headingLevel={3} />
    </BookDemoPanel>
  );
}

/** The real-estate lead form's answer to a post without JavaScript: under `lead`, so the page's demo form ignores it. */
export type LeadActionData = { lead: FormResult };

/** The spec's real-estate demo lead form, at #demo-request; its page's action answers it as LeadActionData. */
export function RealEstateLeadBlock({ heading, intro }: { heading?: string; intro?: string }) {
  const data = useActionData() as Partial<LeadActionData> | undefined;
  const result = data?.lead ?? null;
  const action = `${useFormAction()}#demo-request`;
  return (
    <MarketingSection id="demo-request" heading={textOf(heading) || 'Request a call back'} intro={textOf(intro)}>
      <RealEstateLeadForm action={action} result={result} headingLevel={3} />
    </MarketingSection>
  );
}
