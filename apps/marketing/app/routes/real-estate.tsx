import { Button, Content, Lead, PageTitle, Section, SectionTitle, Tile, TileGrid } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [
  { title: 'Real Estate Developers | CivicBrief' },
  {
    name: 'description',
    content:
      'Zoning changes, project approvals and planning hearings across the cities you build in, summarized as soon as the meeting ends.',
  },
];

const benefits = [
  ['Spot opportunities early', 'Rezonings, general plan updates and housing element changes, as they are discussed.'],
  ['Follow your projects', 'Know when your applications reach the planning commission or council, and how they were received.'],
  ['Understand the politics', 'See how each council member votes on development, and what residents say in public comment.'],
  ['Cover many markets', 'One brief for every city in your regions, MSAs or markets, instead of hours of meeting video.'],
];

export default function RealEstate() {
  return (
    <>
      <Section $tone="surface">
        <Content>
          <PageTitle>Local decisions move markets. See them first.</PageTitle>
          <Lead>
            CivicBrief summarizes planning commission and city council meetings for real estate developers, so you
            know about zoning, entitlements and projects in every city you build in.
          </Lead>
          <div>
            <Button as={Link} to="/contact#contact-form" $size="lg">
              Book a demo
            </Button>
          </div>
        </Content>
      </Section>
      <Section aria-labelledby="why-developers">
        <Content>
          <SectionTitle id="why-developers">Why developers use CivicBrief</SectionTitle>
          <TileGrid>
            {benefits.map(([title, text]) => (
              <Tile key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Tile>
            ))}
          </TileGrid>
        </Content>
      </Section>
    </>
  );
}
