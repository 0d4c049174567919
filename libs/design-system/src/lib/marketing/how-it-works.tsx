import { styled } from 'styled-components';
import { itemsOf, textOf, type MarketingItem } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${theme.space[4]};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    line-height: 2.5rem;
  }
  p {
    color: ${theme.colors.mutedText};
  }
`;

export interface HowItWorksProps {
  heading?: string;
  intro?: string;
  steps: readonly MarketingItem[];
}

/** Numbered steps (an ordered list): how the product works, in order. */
export function HowItWorks({ heading, intro, steps }: HowItWorksProps) {
  const list = itemsOf(steps);
  if (list.length === 0) return null;
  return (
    <MarketingSection id="how-it-works" heading={textOf(heading, 160) || 'How it works'} intro={textOf(intro)}>
      <Steps>
        {list.map((step) => (
          <Step key={step.title}>
            <div>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </div>
          </Step>
        ))}
      </Steps>
    </MarketingSection>
  );
}
