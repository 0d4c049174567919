import { PageImportInput } from '@civicbrief/contracts';
import type { PagesRepository } from '../content/pages-repository';

const saratoga = 'ca/santa-clara-county/saratoga';
const losGatos = 'ca/santa-clara-county/los-gatos';
const portland = 'or/multnomah-county/portland';

/** The known pages the search tests read (test-only): each word below is placed to tell one behaviour apart. */
export const searchFixture = {
  councilSummary: `${saratoga}/summary/city-council-meeting-summary-2025-03-04`,
  utilitiesAgenda: `${saratoga}/agenda/utilities-commission-meeting-agenda-summary-2025-04-10`,
  planningSummary: `${losGatos}/summary/planning-commission-agenda-summary-2025-05-01`,
  portlandSummary: `${portland}/summary/city-council-meeting-summary-2024-11-12`,
  wildfireArticle: `${saratoga}/articles/wildfire-safety`,
  hostileSummary: `${saratoga}/summary/city-council-meeting-summary-2025-06-03`,
  yearlyListing: `${saratoga}/summary/planning-commission-meeting-summary-2025`,
  draftSummary: `${saratoga}/summary/city-council-meeting-summary-2025-07-01`,
  voterGuide: 'voter-guide/saratoga-housing-race',
} as const;

const pageInputs = [
  {
    slug: searchFixture.councilSummary,
    title: 'Saratoga City Council Meeting Summary',
    tags: 'meeting-summary, city-council',
    description: 'Council approved the zoning update for downtown housing.',
    publishedAt: '2025-03-05',
    blocks: [
      {
        block: 'MeetingSummaryCards',
        props: {
          cards: [
            { meetingDescription: 'The council heard public comment on parking meters.', meetingSummaryUrl: '/x' },
          ],
        },
      },
    ],
  },
  {
    slug: searchFixture.utilitiesAgenda,
    title: 'Saratoga Utilities Commission Agenda',
    tags: 'agenda, utilities-commission',
    publishedAt: '2025-04-08',
    body: '##### Water\n###### Rates\nWater rates and the recycled water pipeline. The commission reviews wildfire power shutoffs.',
  },
  {
    slug: searchFixture.planningSummary,
    title: 'Los Gatos Planning Commission Summary',
    tags: 'meeting-summary, planning-commission',
    description:
      'Commissioners zoned the orchard parcel for townhomes. Affordable housing was discussed; the downtown parking study was continued.',
    publishedAt: '2025-05-02',
  },
  {
    slug: searchFixture.portlandSummary,
    title: 'Portland City Council: Bike Lanes',
    tags: 'meeting-summary, city-council',
    description: 'Council debated protected bike lanes and parking removal.',
    publishedAt: '2024-11-13',
  },
  {
    slug: searchFixture.wildfireArticle,
    title: 'Wildfire safety for homeowners',
    tags: 'article',
    description: 'Clear brush and plan an evacuation route.',
    publishedAt: '2025-01-20',
  },
  {
    slug: searchFixture.hostileSummary,
    title: '<script>alert(1)</script> Budget hearing',
    tags: 'meeting-summary, city-council',
    description: 'The budget \u0002forged\u0003 mark <img src=x onerror=alert(1)> was adopted.',
    publishedAt: '2025-06-04',
  },
  {
    slug: searchFixture.yearlyListing,
    title: 'Planning Commission 2025: housing, zoning, wildfire',
    tags: 'meeting-summary, planning-commission, yearly-listing',
    publishedAt: '2025-01-02',
  },
  {
    slug: searchFixture.draftSummary,
    title: 'Draft council summary on housing and wildfire',
    tags: 'meeting-summary, city-council',
    status: 'draft',
  },
  {
    slug: searchFixture.voterGuide,
    title: 'Housing race: wildfire and zoning',
    tags: 'voter-guide, race',
    publishedAt: '2025-02-01',
  },
];

/** Writes the fixture through the pages repository, as an import does. */
export async function loadSearchFixture(repository: Pick<PagesRepository, 'upsertBySlug'>): Promise<void> {
  for (const { body, ...fields } of pageInputs) {
    await repository.upsertBySlug({ ...PageImportInput.parse(fields), ...(body ? { body } : {}) });
  }
}
