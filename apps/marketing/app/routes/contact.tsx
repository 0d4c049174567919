import { Content, Lead, PageTitle, Section, SectionTitle, Tile, TileGrid } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [
  { title: 'Contact | CivicBrief' },
  {
    name: 'description',
    content: 'Contact CivicBrief to book a demo, onboard your municipality or ask about coverage of your city.',
  },
];

const EMAIL = 'hello@civicbrief.example';

export default function Contact() {
  return (
    <>
      <Section $tone="surface">
        <Content>
          <PageTitle>Contact us</PageTitle>
          <Lead>
            Whether you track policy across many cities or want your own municipality covered, we would like to hear
            from you.
          </Lead>
        </Content>
      </Section>
      <Section id="contact-form" aria-labelledby="book-a-demo">
        <Content>
          <SectionTitle id="book-a-demo">Book a demo</SectionTitle>
          <p>
            Email us at <a href={`mailto:${EMAIL}?subject=Demo%20request`}>{EMAIL}</a> with your name, organisation
            and the cities you follow. We reply within one business day to set up a time that suits you.
          </p>
          <TileGrid>
            <Tile>
              <h3>Professionals</h3>
              <p>Government affairs, real estate, law, advocacy and media teams: see how CivicBrief fits your work.</p>
            </Tile>
            <Tile>
              <h3>Public officials</h3>
              <p>Ask us to onboard your municipality so residents get summaries of your meetings.</p>
            </Tile>
            <Tile>
              <h3>Residents</h3>
              <p>Missing your city? Tell us which one, and we will let you know when coverage starts.</p>
            </Tile>
          </TileGrid>
        </Content>
      </Section>
    </>
  );
}
