import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import type { ReactNode } from 'react';

/** A page of one section: its title, lead paragraph and content. */
export function TitledPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Section>
      <Content>
        <PageTitle>{title}</PageTitle>
        <Lead>{lead}</Lead>
        {children}
      </Content>
    </Section>
  );
}
