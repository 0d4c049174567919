import { Content, Lead, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';

const Banner = styled.header`
  padding-block: ${theme.space[12]};
  background: ${theme.colors.inverseBackground};
  color: ${theme.colors.inverseText};

  h1 {
    font-size: ${theme.fontSizes['3xl']};
    line-height: ${theme.lineHeights.tight};
  }
  ${theme.media.md} {
    h1 {
      font-size: ${theme.fontSizes['4xl']};
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
  padding: ${theme.space[8]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  line-height: ${theme.lineHeights.relaxed};

  h2 {
    font-size: ${theme.fontSizes['2xl']};
    margin-block-end: ${theme.space[4]};
  }
  p + p {
    margin-block-start: ${theme.space[4]};
  }
  @media print {
    display: none;
  }
`;

/** The intro card's words: written on the server (resources-intro.server.ts), so the page's script does not carry them. */
export interface IntroText {
  heading: string;
  lead: string;
  body: string;
}

/** The standalone page's intro card. */
export function IntroCard({ intro }: { intro: IntroText }) {
  return (
    <Card aria-labelledby="responsible-ai">
      <h2 id="responsible-ai">{intro.heading}</h2>
      <Lead>{intro.lead}</Lead>
      <p>{intro.body}</p>
    </Card>
  );
}
