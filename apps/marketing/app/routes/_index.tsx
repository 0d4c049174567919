import { Button, Content, Lead, PageTitle, Section, SectionTitle, Tile, TileGrid } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import styled from 'styled-components';

export const meta: MetaFunction = () => [
  { title: 'Local government meetings, summarized | CivicBrief' },
  {
    name: 'description',
    content:
      'CivicBrief turns city council, planning commission and utilities meetings into clear summaries, agenda briefs and voter guides for about 500 US cities.',
  },
];

const Hero = styled(Section)`
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
  }
  li h3::before {
    content: counter(step) '. ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const steps = [
  ['We follow the meetings', 'City councils, planning commissions and utilities commissions, from agenda to adjournment.'],
  ['We summarize what matters', 'Decisions, votes, projects and public comment, written in plain language and checked by editors.'],
  ['You get the brief', 'A city page and a newsletter that arrive when the meeting is done, not weeks later.'],
];

const industries = [
  ['Local government', 'Share clear, timely summaries of your own meetings with residents.'],
  ['Government affairs', 'Track policy changes across every city you cover without watching hours of video.'],
  ['Real estate and development', 'See zoning changes, project approvals and hearings before your competitors do.'],
  ['Law firms, advocacy and media', 'Find the votes, ordinances and debates behind the story, with sources.'],
];

const offerings = [
  ['Meeting summaries', 'What was decided and why, with the votes, for every covered meeting.'],
  ['Agenda summaries', 'What is coming up, so you can take part before the decision is made.'],
  ['Voter guides', 'Neutral, sourced guides to candidates and races from the city to the presidency.'],
  ['Newsletters', 'A brief for your city in your inbox, free for residents.'],
];

export default function Home() {
  return (
    <>
      <Hero>
        <Content>
          <PageTitle>Know what your local government decided, without sitting through the meeting</PageTitle>
          <Lead>
            CivicBrief turns public meetings in about 500 US cities into summaries, agenda briefs and voter guides
            that residents, officials and professionals can read in minutes.
          </Lead>
          <div>
            <Button as={Link} to="/contact#contact-form" $size="lg">
              Book a demo
            </Button>
          </div>
        </Content>
      </Hero>
      <Section aria-labelledby="how-it-works">
        <Content>
          <SectionTitle id="how-it-works">How it works</SectionTitle>
          <Steps>
            {steps.map(([title, text]) => (
              <Tile as="li" key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Tile>
            ))}
          </Steps>
        </Content>
      </Section>
      <Section $tone="surface" aria-labelledby="industries">
        <Content>
          <SectionTitle id="industries">Who it is for</SectionTitle>
          <TileGrid>
            {industries.map(([title, text]) => (
              <Tile key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Tile>
            ))}
          </TileGrid>
        </Content>
      </Section>
      <Section aria-labelledby="offerings">
        <Content>
          <SectionTitle id="offerings">What you get</SectionTitle>
          <TileGrid>
            {offerings.map(([title, text]) => (
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
