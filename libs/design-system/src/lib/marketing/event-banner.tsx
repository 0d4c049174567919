import { styled } from 'styled-components';
import { PageContainer } from '../primitives/page-container';
import { safeHref, textOf } from './content-props';
import { theme } from '../theme/theme';

const Band = styled.section`
  padding-block: ${theme.space[4]};
  background: ${theme.colors.inverseBackground};
  color: ${theme.colors.inverseText};

  p {
    max-width: 60rem;
  }
  strong {
    display: block;
    font-size: ${theme.fontSizes.xl};
  }
  a {
    color: inherit;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export interface EventBannerProps {
  /** The conference's name, e.g. 'League of California Cities Annual Conference'. */
  eventName: string;
  greeting: string;
  text?: string;
  cta?: { label?: string; href?: string };
}

/**
 * A welcome for visitors who came from a conference's link (the app decides who sees it, on the server, so it
 * shows without JavaScript): the conference's own greeting and what to do next.
 */
export function EventBanner({ eventName, greeting, text, cta }: EventBannerProps) {
  const href = safeHref(cta?.href);
  const name = textOf(eventName, 120);
  return (
    <Band aria-label={name ? `Welcome, ${name} attendees` : 'Welcome'}>
      <PageContainer>
        <p>
          <strong>{textOf(greeting, 200)}</strong>
          {textOf(text, 600)}
          {href ? (
            <>
              {' '}
              <a href={href}>{textOf(cta?.label, 80) || 'Book a demo'}</a>
            </>
          ) : null}
        </p>
      </PageContainer>
    </Band>
  );
}
