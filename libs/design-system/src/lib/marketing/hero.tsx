import { styled } from 'styled-components';
import { Button } from '../primitives/button';
import { Content, Lead, PageTitle, Section } from '../page/page-parts';
import { safeHref, textOf } from './content-props';
import { theme } from '../theme/theme';

const Band = styled(Section)`
  background: ${theme.colors.primarySubtle};
`;

const Eyebrow = styled.p`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  font-size: ${theme.fontSizes.sm};
  margin-block-end: ${theme.space[2]};
`;

export interface HeroProps {
  heading: string;
  subheading?: string;
  /** Small line above the heading, e.g. 'For real estate developers'. */
  eyebrow?: string;
  /** The call to action: 'Book a demo' to '#contact-form' unless the content says otherwise. */
  cta?: { label?: string; href?: string };
}

/** The top of a marketing page: its h1, a lead paragraph and the 'Book a demo' button. */
export function Hero({ heading, subheading, eyebrow, cta }: HeroProps) {
  const title = textOf(heading, 200);
  const href = safeHref(cta?.href) ?? '#contact-form';
  return (
    <Band>
      <Content>
        <div>
          {eyebrow ? <Eyebrow>{textOf(eyebrow, 80)}</Eyebrow> : null}
          <PageTitle>{title}</PageTitle>
        </div>
        {subheading ? <Lead>{textOf(subheading)}</Lead> : null}
        <div>
          <Button as="a" href={href} $size="lg">
            {textOf(cta?.label, 60) || 'Book a demo'}
          </Button>
        </div>
      </Content>
    </Band>
  );
}
