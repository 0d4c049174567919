import { Button, PrintButton, printHidden, ShareButtons, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import type { GuideView } from './guides.server';
import { GuideToc } from './guide-toc';
import { ONE_SHEETER_FILE, ONE_SHEETER_HREF } from './one-sheeter';

// Topics on the left, the guide in the middle, share and print on the right (spec §2); one column on phones.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
    gap: ${theme.space[8]};

    & > nav {
      grid-column: 1;
      grid-row: 1 / span 2;
    }
  }
  ${theme.media.xl} {
    grid-template-columns: 17rem minmax(0, 1fr) 13rem;

    & > nav {
      grid-row: 1;
    }
  }

  /* On paper only the guide: no navigator, share or print buttons. */
  @media print {
    display: block;
  }
`;

const Tools = styled.aside`
  ${printHidden}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};

  ${theme.media.lg} {
    grid-column: 2;
    grid-row: 1;
  }
  ${theme.media.xl} {
    grid-column: 3;
    grid-row: 1;
    position: sticky;
    top: 100px;
    flex-direction: column;
    align-items: stretch;
  }
`;

// Topics (h5 in the markdown) and sections (h6) sit one and two levels under the page's own heading (`$parent`).
const Body = styled.div<{ $parent: 1 | 2 }>`
  max-width: 46rem;
  line-height: ${theme.lineHeights.relaxed};

  ${theme.media.lg} {
    grid-column: 2;
    grid-row: 2;
  }
  ${theme.media.xl} {
    grid-row: 1;
  }

  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeights.tight};
    /* Room for the sticky navbar and the navigator when a topic link jumps here. */
    scroll-margin-top: 120px;
  }
  h${({ $parent }) => $parent + 1} {
    margin-block: ${theme.space[10]} ${theme.space[3]};
    padding-block-start: ${theme.space[4]};
    border-top: 1px solid ${theme.colors.border};
    font-size: ${theme.fontSizes.xl};
  }
  h${({ $parent }) => $parent + 2} {
    margin-block: ${theme.space[6]} ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
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
  blockquote {
    margin: 0 0 ${theme.space[6]};
    padding: ${theme.space[4]};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
`;

export interface GuideArticleProps {
  guide: GuideView;
  /** Absolute address of what the share buttons share. */
  shareUrl: string;
  /** The level of the heading the guide sits under: 1 on its own page, 2 under the standalone page's guide title. */
  parent: 1 | 2;
}

/** One guide: topic navigator, the one-sheeter, share and print, and the guide itself. */
export function GuideArticle({ guide, shareUrl, parent }: GuideArticleProps) {
  return (
    <Layout>
      {guide.toc.length > 0 && <GuideToc toc={guide.toc} />}
      <Tools aria-label="Share and print">
        <ShareButtons url={shareUrl} title={guide.title} aria-label="Share this guide" />
        <PrintButton label="Print" />
        <Button as="a" href={ONE_SHEETER_HREF} download={ONE_SHEETER_FILE} $variant="secondary">
          Download AI one-sheeter PDF
        </Button>
      </Tools>
      <Body $parent={parent} dangerouslySetInnerHTML={{ __html: guide.html }} />
    </Layout>
  );
}
