import { Content, Section, theme } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space[8]};

  @media (max-width: 480px) {
    padding-block: ${theme.space[4]};
  }

  > * {
    flex: 1;
  }
`;

/** A survey page: the survey card centred in the page's content column. */
export function SurveyLayout({ children }: { children: ReactNode }) {
  return (
    <Section>
      <Content>
        <Centered>{children}</Centered>
      </Content>
    </Section>
  );
}

/** A personal link: never indexed (decision 032). */
export const surveyMeta = (title: string, description: string) => [
  { title: `${title} | CivicBrief` },
  { name: 'description', content: description },
  { name: 'robots', content: 'noindex' },
];
