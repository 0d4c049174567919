import { styled } from 'styled-components';
import { Button } from '../primitives/button';
import { textOf } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
`;

export interface LoginPanelProps {
  heading?: string;
  intro?: string;
  /** The sign-in page (the civic app's /login, whose form shows in preview mode only). */
  href?: string;
  label?: string;
}

/**
 * The Login block of the spec ("a Login block exists in the registry; its behaviour is not shown"): a way to
 * the one sign-in form, which lives on /login (preview mode only), instead of a second copy of it here.
 */
export function LoginPanel({ heading, intro, href = '/login', label }: LoginPanelProps) {
  return (
    <MarketingSection
      id="sign-in"
      heading={textOf(heading, 160) || 'Already a customer?'}
      intro={textOf(intro)}
      tone="surface"
    >
      <Row>
        <Button as="a" href={href} $variant="secondary">
          {textOf(label, 60) || 'Sign in'}
        </Button>
      </Row>
    </MarketingSection>
  );
}
