import { Prose, Section } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';
import type { ReactNode } from 'react';

/** A page's title ('… | CivicBrief') and description. */
export const pageMeta =
  (title: string, description: string): MetaFunction =>
  () => [{ title: `${title} | CivicBrief` }, { name: 'description', content: description }];

/** A page of text (about, privacy policy, terms of service): its h1 and prose. */
export function StaticPage({ children }: { children: ReactNode }) {
  return (
    <Section>
      <Prose>{children}</Prose>
    </Section>
  );
}
