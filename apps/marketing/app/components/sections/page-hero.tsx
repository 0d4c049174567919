import { Content, Lead, PageTitle, Section, theme } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const BrandSection = styled(Section)`
  background: ${theme.colors.primarySubtle};
`;

export interface PageHeroProps {
  title: ReactNode;
  lead: ReactNode;
  /** 'brand' (the primary tint, default) or the surface tone. */
  tone?: 'brand' | 'surface';
  /** The call to action under the lead. */
  children?: ReactNode;
}

/** The top of a marketing page: its title, lead paragraph and call to action. */
export function PageHero({ title, lead, tone = 'brand', children }: PageHeroProps) {
  const body = (
    <Content>
      <PageTitle>{title}</PageTitle>
      <Lead>{lead}</Lead>
      {children}
    </Content>
  );
  return tone === 'brand' ? <BrandSection>{body}</BrandSection> : <Section $tone="surface">{body}</Section>;
}
