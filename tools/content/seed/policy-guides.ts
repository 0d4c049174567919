import { utcDate } from './dates';
import { authoredPage, type SeedPage } from './page';
import { communicationsGuides } from './text/policy-guides-communications';
import { governanceGuides } from './text/policy-guides-governance';
import { practiceGuides } from './text/policy-guides-practice';

/** Tag of the AI policy guides; the ai-policy app lists the pages that carry it (apps/ai-policy/app/guides/paths.ts). */
export const POLICY_GUIDE_TAG = 'policy-guide';

/**
 * The AI policy resources guides of the government sub-site (spec §2 "AI policy resources"), written by the CivicBrief
 * team: h5 topics with h6 sections, read by the app through GET /api/content/extra. Published a week apart, in the
 * order the select lists them.
 */
export function policyGuidePages(firstYear: number): SeedPage[] {
  return [...governanceGuides, ...practiceGuides, ...communicationsGuides].map((guide, index) =>
    authoredPage({
      slug: `ai-policy-resources/${guide.slug}`,
      title: guide.title,
      domain: 'ai-policy',
      tags: [POLICY_GUIDE_TAG],
      keywords: ['AI Policy', guide.title],
      description: guide.description,
      publishedAt: utcDate(firstYear + 1, 2, 1 + index * 7),
      markdown: guide.markdown,
    }),
  );
}
