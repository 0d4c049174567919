import { Content, Lead } from '@civicbrief/design-system';
import styled from 'styled-components';

const Banner = styled.header`
  padding-block: ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.colors.inverseBackground};
  color: ${({ theme }) => theme.colors.inverseText};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  ${({ theme }) => theme.media.md} {
    h1 {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  @media print {
    display: none;
  }
`;

/** The standalone page's header banner. */
export function ResourcesBanner() {
  return (
    <Banner>
      <Content>
        <h1>AI Policy Resources</h1>
      </Content>
    </Banner>
  );
}

const Card = styled.section`
  max-width: 60rem;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  p + p {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }
  @media print {
    display: none;
  }
`;

/** The standalone page's intro card. */
export function IntroCard() {
  return (
    <Card aria-labelledby="responsible-ai">
      <h2 id="responsible-ai">Responsible AI use in government</h2>
      <Lead>
        Cities, counties and states are adopting AI to draft documents, answer residents and summarize public meetings.
        These guides help public agencies do it in a way that keeps the public&apos;s trust.
      </Lead>
      <p>
        Each guide covers one part of the work: writing an AI use policy, buying AI tools, protecting residents&apos; data,
        being transparent about where AI is used, keeping a person accountable for every decision, and publishing
        AI-written communications and meeting summaries. They are written by the CivicBrief team for elected officials,
        city managers, clerks and IT staff, and can be adapted to your agency&apos;s own rules.
      </p>
    </Card>
  );
}
