import {
  PrintButton,
  printHidden,
  ShareButtons,
  theme,
  TocNavigator,
  VOTER_GUIDE_SHARE_TARGETS,
} from '@civicbrief/design-system';
import { styled } from 'styled-components';
import type { CandidateGuide as Guide } from './race-data.server';

const Layout = styled.div`
  ${theme.media.lg} {
    display: grid;
    grid-template-columns: 18rem minmax(0, 1fr);
    gap: ${theme.space[8]};
    align-items: start;
  }

  /* The topics column is not printed: the guide takes the whole page width. */
  @media print {
    display: block;
  }
`;

const Toc = styled(TocNavigator)`
  ${printHidden}
  margin-block-end: ${theme.space[6]};
`;

const Tools = styled.div`
  ${printHidden}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-block-end: ${theme.space[6]};
`;

const Body = styled.div`
  max-width: 48rem;
  line-height: ${theme.lineHeights.relaxed};

  h3 {
    margin-block: ${theme.space[8]} ${theme.space[3]};
    font-size: ${theme.fontSizes.xl};
  }
  h4 {
    margin-block: ${theme.space[6]} ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  h3,
  h4 {
    /* Room for the sticky navbar and table of contents when a topic link jumps here. */
    scroll-margin-top: 120px;
  }
  p,
  ul,
  ol {
    margin-block-end: ${theme.space[4]};
  }
  blockquote {
    margin: 0 0 ${theme.space[6]};
    padding: ${theme.space[4]};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
`;

export interface CandidateGuideProps {
  guide: Guide;
  /** Absolute address of the candidate's single-guide page (site origin + path). */
  shareUrl: string;
}

/** One candidate's guide: topics navigator, share and print buttons, the guide itself. */
export function CandidateGuide({ guide, shareUrl }: CandidateGuideProps) {
  const heading = `Voter Guide for ${guide.name}`;
  return (
    <Layout>
      {guide.toc.length > 0 ? <Toc toc={guide.toc} title="Topics" /> : <div />}
      <div>
        <Tools>
          <ShareButtons
            url={shareUrl}
            title={heading}
            targets={VOTER_GUIDE_SHARE_TARGETS}
            aria-label="Share this guide"
          />
          <PrintButton label="Print guide" />
        </Tools>
        <Body dangerouslySetInnerHTML={{ __html: guide.html }} />
      </div>
    </Layout>
  );
}
