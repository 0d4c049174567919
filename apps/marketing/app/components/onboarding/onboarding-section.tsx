import { Button, Content, Section, SectionTitle } from '@civicbrief/design-system';
import { OnboardingForm, type FormResult } from '@civicbrief/forms';

export interface OnboardingSectionProps {
  /** JavaScript runs: the form lives in the modal, this section only reopens it. */
  hydrated: boolean;
  onOpen: () => void;
  /** The action's answer after a post without JavaScript. */
  result?: FormResult | null;
  /** The link's id when the server has not checked it: a browser without JavaScript asks the server to. */
  uncheckedId: string | null;
}

/**
 * The form's place in the page. Without JavaScript the form is here (the modal needs scripts), and a link
 * whose id the browser would check sends the page back to the server to check it (`lookup=server`).
 */
export function OnboardingSection({ hydrated, onOpen, result, uncheckedId }: OnboardingSectionProps) {
  return (
    <Section id="onboarding-form" aria-labelledby="onboarding-form-title">
      <Content>
        <SectionTitle id="onboarding-form-title">Request onboarding</SectionTitle>
        {uncheckedId && !hydrated ? (
          <noscript>
            <meta
              httpEquiv="refresh"
              content={`0;url=/onboarding?id=${encodeURIComponent(uncheckedId)}&lookup=server`}
            />
          </noscript>
        ) : null}
        {hydrated ? (
          <div>
            <Button type="button" $variant="secondary" onClick={onOpen}>
              Open the onboarding form
            </Button>
          </div>
        ) : (
          <OnboardingForm action="/onboarding#onboarding-form" result={result} headingLevel={3} />
        )}
      </Content>
    </Section>
  );
}
