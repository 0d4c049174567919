import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** Centres page content at the site's maximum width (1440px) with responsive side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space[4]};

  ${theme.media.md} {
    padding-inline: ${theme.space[6]};
  }

  ${theme.media.lg} {
    padding-inline: ${theme.space[8]};
  }
`;
