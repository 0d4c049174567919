import { Button, Content, Lead, PageTitle, Section, SectionTitle, Tile, TileGrid } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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

const benefits = [
  ['Every public meeting, summarized', 'City council, planning commission and utilities meetings, in plain language, soon after they end.'],
  ['A page for your city', 'Residents find recent decisions, upcoming agendas and key contacts in one place.'],
  ['A newsletter residents choose', 'People subscribe to the meetings of their own city and hear what was decided.'],
];

const steps = [
  ['Tell us who you are', 'Your name, role and the city you serve: the form takes a minute.'],
  ['We confirm the details', 'Someone from our team contacts you about the bodies and agendas to cover.'],
  ['Residents start reading', 'Summaries appear on your city page and in subscribers’ inboxes.'],
];

export interface OnboardingIntroProps {
  /** Opens the modal (JavaScript runs); without it the button leads to the form in the page. */
  onStart?: () => void;
  /** Shown instead of the button, e.g. to a person who is already onboarded. */
  notice?: ReactNode;
}

/** What onboarding is, for public officials: the page behind the onboarding modal. */
export function OnboardingIntro({ onStart, notice }: OnboardingIntroProps) {
  return (
    <>
      <Hero>
        <Content>
          <PageTitle>Bring your city’s meetings to every resident</PageTitle>
          <Lead>
            Onboarding adds your municipality to CivicBrief: we summarize your public meetings so residents can follow
            the decisions that shape their city without sitting through hours of video.
          </Lead>
          {notice ?? (
          <div>
            {onStart ? (
              <Button type="button" $size="lg" onClick={onStart}>
                Start onboarding
              </Button>
            ) : (
              <Button as="a" href="#onboarding-form" $size="lg">
                Start onboarding
              </Button>
            )}
          </div>
          )}
        </Content>
      </Hero>
      <Section aria-labelledby="what-you-get">
        <Content>
          <SectionTitle id="what-you-get">What onboarding gives your residents</SectionTitle>
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
      <Section $tone="surface" aria-labelledby="how-onboarding-works">
        <Content>
          <SectionTitle id="how-onboarding-works">How it works</SectionTitle>
          <Steps>
            {steps.map(([title, text]) => (
              <Tile key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </Tile>
            ))}
          </Steps>
        </Content>
      </Section>
    </>
  );
}
