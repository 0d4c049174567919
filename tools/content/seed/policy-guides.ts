import { utcDate } from './dates';
import { samplePage, type SeedPage } from './page';
import { governanceGuides } from './text/policy-guides-governance';
import { practiceGuides } from './text/policy-guides-practice';

/** The AI policy resources guides of the government sub-site (spec §2 "AI policy resources"). */
export function policyGuidePages(firstYear: number): SeedPage[] {
  return [...governanceGuides, ...practiceGuides].map((guide, index) =>
    samplePage({
      slug: `ai-policy-resources/${guide.slug}`,
      title: guide.title,
      domain: 'ai-policy',
      tags: ['policy-guide'],
      keywords: ['AI Policy', guide.title],
      description: guide.description,
      publishedAt: utcDate(firstYear + 1, 2, 1 + index * 7),
      markdown: guide.markdown,
    }),
  );
}
