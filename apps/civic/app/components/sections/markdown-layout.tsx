import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

/** The table of contents beside the text on wide screens (one column without it). */
export const TocLayout = styled.div<{ $withToc: boolean }>`
  display: grid;
  gap: ${theme.space[8]};

  ${theme.media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? '18rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

/**
 * Typography of rendered markdown: headings (landing `$anchorOffset` below the sticky bars when the table of
 * contents jumps to them), paragraphs and lists.
 */
export const MarkdownProse = styled.div<{ $anchorOffset: string }>`
  line-height: ${theme.lineHeights.relaxed};

  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-block: ${theme.space[8]} ${theme.space[3]};
    scroll-margin-top: ${({ $anchorOffset }) => $anchorOffset};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-block: ${theme.space[6]} ${theme.space[2]};
    scroll-margin-top: ${({ $anchorOffset }) => $anchorOffset};
  }
  p,
  ul,
  ol {
    margin-block-end: ${theme.space[4]};
  }
  ul,
  ol {
    padding-inline-start: ${theme.space[6]};
  }
`;
