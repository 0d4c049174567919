import { PageContainer } from '../primitives/page-container';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** Building blocks of the apps' content pages: sections, titles, lead text, prose and simple tiles. */
export const Section = styled.section<{ $tone?: 'plain' | 'surface' }>`
  padding-block: ${theme.space[12]};
  background: ${({ $tone = 'plain' }) => ($tone === 'surface' ? theme.colors.surface : theme.colors.background)};
`;

export const Content = styled(PageContainer)`
  display: grid;
  /* One column no wider than the page: a grid item's min-content (a nowrap sub-navigation, a long link) would
     otherwise widen the column past a phone's screen and the whole page would scroll sideways. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
`;

export const Prose = styled(PageContainer)`
  max-width: 60rem;
  line-height: ${theme.lineHeights.relaxed};

  h1 {
    font-size: ${theme.fontSizes['3xl']};
    line-height: ${theme.lineHeights.tight};
    margin-block-end: ${theme.space[6]};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-block: ${theme.space[8]} ${theme.space[3]};
  }
  p,
  ul {
    margin-block-end: ${theme.space[4]};
  }
  ul {
    padding-inline-start: ${theme.space[6]};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes['3xl']};
  line-height: ${theme.lineHeights.tight};

  ${theme.media.md} {
    font-size: ${theme.fontSizes['4xl']};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes['2xl']};
  line-height: ${theme.lineHeights.tight};
`;

export const Lead = styled.p`
  max-width: 48rem;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.relaxed};
  color: ${theme.colors.mutedText};
`;

export const TileGrid = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-block-end: ${theme.space[2]};
  }
  p {
    color: ${theme.colors.mutedText};
    line-height: ${theme.lineHeights.normal};
  }
`;
