import styled from 'styled-components';

/** Centres page content at the site's maximum width (1440px) with responsive side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }

  ${({ theme }) => theme.media.lg} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;
