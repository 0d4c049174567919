import { addDays, isoDay } from './dates';
import { samplePage, type SeedPage } from './page';

/** Unpublished pages, for testing preview mode: only `preview: true` queries see them. */
export function draftPages(reference: Date): SeedPage[] {
  const draft = (slug: string, title: string, tags: string[], markdown: string, domain: SeedPage['domain'] = 'gov') =>
    samplePage({
      // A draft summary keeps the summaries' id form, so preview queries by id find it like a published one.
      id: tags.includes('meeting-summary') ? `Replica: Gov Meeting Summary Page: Saratoga: ${slug}` : undefined,
      slug,
      domain,
      title,
      tags: [...tags, 'draft'],
      keywords: ['Draft', title],
      description: 'An unpublished draft for preview testing.',
      status: 'draft',
      publishedAt: null,
      markdown,
    });
  const nextWeek = isoDay(addDays(reference, 7));
  return [
    draft(
      `ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-${nextWeek}`,
      'Saratoga City Council Meeting Summary (Draft)',
      ['meeting-summary', 'city-council'],
      '##### Budget and Finance\n\n###### Draft section\n\nThis summary is still being edited.',
    ),
    draft(
      'ca/santa-clara-county/palo-alto/articles/draft-budget-explainer',
      'Draft Budget Explainer',
      ['article'],
      '##### Draft\n\n###### Outline\n\nTo be written.',
    ),
    draft(
      'ai-policy-resources/ai-training-for-staff',
      'AI Training for Staff (Draft)',
      ['policy-guide'],
      '##### Training\n\n###### Who needs it\n\nDraft guide.',
      'ai-policy',
    ),
  ];
}
