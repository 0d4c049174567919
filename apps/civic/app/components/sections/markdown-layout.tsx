import styled from 'styled-components';

/** The table of contents beside the text on wide screens (one column without it). */
export const TocLayout = styled.div<{ $withToc: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? '18rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

/**
 * Typography of rendered markdown: headings (landing `$anchorOffset` below the sticky bars when the table of
 * contents jumps to them), paragraphs and lists.
 */
export const MarkdownProse = styled.div<{ $anchorOffset: string }>`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
    scroll-margin-top: ${({ $anchorOffset }) => $anchorOffset};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
    scroll-margin-top: ${({ $anchorOffset }) => $anchorOffset};
  }
  p,
  ul,
  ol {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
`;
