import { PageImportInput } from '@civicbrief/contracts';
import type { PagesRepository } from '../content/pages-repository';
import type { PageWrite } from '../content/page-values';

export const saratoga = 'ca/santa-clara-county/saratoga';
export const paloAlto = 'ca/santa-clara-county/palo-alto';

function page(
  slug: string,
  fields: Partial<Record<keyof PageImportInput, unknown>> & { id?: string; body?: string } = {},
): PageWrite {
  const { id, body, ...frontMatter } = fields;
  return { ...PageImportInput.parse({ title: slug, ...frontMatter, slug }), id, body };
}

function summary(city: string, cityName: string, path: string, date: string): PageWrite {
  const slug = `${city}/${path}-${date}`;
  return page(slug, {
    id: `Replica: Gov Meeting Summary Page: ${cityName}: ${slug}`,
    title: `${cityName} ${path} ${date}`,
    tags: ['meeting-summary'],
    keywords: ['City Council', cityName],
    description: `What happened on ${date}`,
    publishedAt: date,
  });
}

/** A small content store covering every query of the spec (§7 "Content queries"). */
export const contentFixtures: PageWrite[] = [
  ...['2024-11-12', '2025-01-14', '2025-02-11', '2025-03-11', '2025-04-08', '2025-05-13'].map((date) =>
    summary(saratoga, 'Saratoga', 'summary/city-council-meeting-summary', date),
  ),
  summary(saratoga, 'Saratoga', 'agenda/city-council-meeting-agenda-summary', '2025-06-02'),
  summary(saratoga, 'Saratoga', 'agenda/utilities-commission-meeting-agenda-summary', '2025-06-09'),
  summary(saratoga, 'Saratoga', 'summary/planning-commission-agenda-summary', '2025-06-16'),
  summary(saratoga, 'Saratoga', 'agenda/city-council-meeting-agenda-summary', '2024-12-02'),
  summary(paloAlto, 'Palo Alto', 'summary/city-council-meeting-summary', '2025-03-03'),
  summary(paloAlto, 'Palo Alto', 'agenda/city-council-meeting-agenda-summary', '2025-06-03'),
  page(`${saratoga}/summary/city-council-meeting-summary-2025-07-08`, { status: 'draft', tags: ['meeting-summary'] }),
  page('voter-guide/saratoga-city-council-race', {
    tags: ['voter-guide'],
    publishedAt: '2025-09-01',
    body: '##### Housing\n###### Plans\nText',
  }),
  page('voter-guide/saratoga-mayor-race', { tags: ['voter-guide'], publishedAt: '2025-09-03' }),
  page('voter-guide/saratoga-school-board-race', { tags: ['voter-guide'], publishedAt: '2025-08-20' }),
  page('municipal-code/ca/saratoga', { tags: ['municode'], publishedAt: '2025-01-01' }),
  page('municipal-code/ca/palo-alto', { tags: ['municode'], publishedAt: '2025-01-02' }),
  page('municipal-code/az/phoenix', { tags: ['municode'], publishedAt: '2025-01-03' }),
  page('resource-housing-element', { tags: ['resource'], publishedAt: '2025-02-01' }),
  page('resource-budget-basics', { tags: ['resource'], publishedAt: '2025-02-02' }),
  ...['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'].map((date, index) =>
    page(`articles/city-news-${index + 1}`, {
      tags: ['article', 'news'],
      keywords: 'News, Saratoga',
      publishedAt: date,
    }),
  ),
  page('articles/portal', { tags: ['article', 'portal'], publishedAt: '2025-03-05' }),
  page('articles/draft-budget-story', { tags: ['article'], status: 'draft', publishedAt: '2025-03-06' }),
  page('marketing/home', {
    domain: 'marketing',
    tags: ['marketing'],
    publishedAt: '2025-01-01',
    blocks: [
      { block: 'Hero', props: { heading: 'Local government, summarised' } },
      { block: 'CityGrid', props: { state: 'California' } },
    ],
  }),
];

export async function loadContentFixtures(repository: PagesRepository): Promise<void> {
  for (const fixture of contentFixtures) await repository.upsertBySlug(fixture);
}
