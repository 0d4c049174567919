import { RealEstateLeadFormInput } from '@civicbrief/contracts';
import { Content, Section, SectionTitle } from '@civicbrief/design-system';
import { RealEstateLeadForm, submitRealEstateLead, type FormResult } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction } from '@civicbrief/forms/server';
import type { MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { BookDemo, PageHero, TileSection, type TileText } from '../components/sections';

/** The demo lead form posted by a browser without JavaScript: the same schema and the same call. */
export const action = intakeAction(RealEstateLeadFormInput, ({ client, data, source, trap }) => submitRealEstateLead(client, data, { source, trap }), {
  booleans: ['terms'],
});

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Real Estate Developers | CivicBrief' },
  {
    name: 'description',
    content:
      'Zoning changes, project approvals and planning hearings across the cities you build in, summarized as soon as the meeting ends.',
  },
];

const benefits: TileText[] = [
  ['Spot opportunities early', 'Rezonings, general plan updates and housing element changes, as they are discussed.'],
  ['Follow your projects', 'Know when your applications reach the planning commission or council, and how they were received.'],
  ['Understand the politics', 'See how each council member votes on development, and what residents say in public comment.'],
  ['Cover many markets', 'One brief for every city in your regions, MSAs or markets, instead of hours of meeting video.'],
];

export default function RealEstate() {
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <>
      <PageHero
        title="Local decisions move markets. See them first."
        lead="CivicBrief summarizes planning commission and city council meetings for real estate developers, so you know about zoning, entitlements and projects in every city you build in."
        tone="surface"
      >
        <BookDemo />
      </PageHero>
      <TileSection id="why-developers" title="Why developers use CivicBrief" tiles={benefits} />
      <Section $tone="surface" id="demo-request" aria-labelledby="demo-request-title">
        <Content>
          <SectionTitle id="demo-request-title">Request a demo</SectionTitle>
          <p>Tell us who you are and we will show you the cities and decisions that matter to your projects.</p>
          <RealEstateLeadForm action="/real-estate#demo-request" result={result} headingLevel={3} />
        </Content>
      </Section>
    </>
  );
}
