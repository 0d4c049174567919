import { Button } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { PageHero, TileSection, type TileText } from '../sections';

const benefits: TileText[] = [
  [
    'Every public meeting, summarized',
    'City council, planning commission and utilities meetings, in plain language, soon after they end.',
  ],
  ['A page for your city', 'Residents find recent decisions, upcoming agendas and key contacts in one place.'],
  ['A newsletter residents choose', 'People subscribe to the meetings of their own city and hear what was decided.'],
];

const steps: TileText[] = [
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
      <PageHero
        title="Bring your city’s meetings to every resident"
        lead="Onboarding adds your municipality to CivicBrief: we summarize your public meetings so residents can follow the decisions that shape their city without sitting through hours of video."
      >
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
      </PageHero>
      <TileSection id="what-you-get" title="What onboarding gives your residents" tiles={benefits} />
      <TileSection id="how-onboarding-works" title="How it works" tiles={steps} steps tone="surface" />
    </>
  );
}
