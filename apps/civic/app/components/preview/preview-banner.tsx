import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.inverseBackground};
  color: ${theme.colors.inverseText};
  font-size: ${theme.fontSizes.sm};

  a {
    color: inherit;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.inverseText};
    outline-offset: 2px;
  }
`;

/**
 * The small notice shown while preview mode is on (drafts included), with the way out. A plain link to
 * /preview/exit, so it works without JavaScript.
 */
export function PreviewBanner() {
  return (
    <Banner role="region" aria-label="Preview mode">
      <strong>Preview mode</strong>
      <span>Unpublished content is shown.</span>
      <a href="/preview/exit">Exit preview</a>
    </Banner>
  );
}
