import { PageImportInput } from '@civicbrief/contracts';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { createPagesRepository } from '../../content/pages-repository';
import { openTestDatabase, testDrivers } from '../../test/databases';
import { composeDueIssues, findIssue, listIssues } from './issues';

const saratoga = 'ca/santa-clara-county/saratoga';
const paloAlto = 'ca/santa-clara-county/palo-alto';
const at = (iso: string) => new Date(iso);

describe.each(testDrivers)("a city's newsletter issues on %s", (driver) => {
  let database: DatabaseHandle;
  const write = (slug: string, fields: Record<string, unknown>) =>
    createPagesRepository(database.db).upsertBySlug(PageImportInput.parse({ title: slug, slug, ...fields }));

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    for (const city of [saratoga, paloAlto]) await write(city, { tags: ['city'], publishedAt: '2024-01-01' });
    await write(`${saratoga}/summary/city-council-meeting-summary-2026-11-10`, {
      title: 'City Council, November 10',
      tags: ['meeting-summary'],
      description: 'What the council decided',
      publishedAt: '2026-11-12T10:00:00Z',
    });
    await write(`${saratoga}/agenda/city-council-meeting-agenda-summary-2026-12-08`, {
      title: 'City Council agenda, December 8',
      tags: ['agenda'],
      publishedAt: '2026-11-20T10:00:00Z',
    });
    await write(`${saratoga}/articles/water-rates`, { tags: ['article'], publishedAt: '2026-11-21T10:00:00Z' });
    await write('city-level-elections/saratoga-city-council-race', {
      tags: ['voter-guide', 'race'],
      keywords: 'Voter Guide, Saratoga City Council, Saratoga',
      publishedAt: '2026-11-22T10:00:00Z',
    });
    // Not Saratoga's news: too old, a draft, and another city's page.
    await write(`${saratoga}/summary/city-council-meeting-summary-2026-09-01`, {
      tags: ['meeting-summary'],
      publishedAt: '2026-09-02T10:00:00Z',
    });
    await write(`${saratoga}/summary/city-council-meeting-summary-2026-11-24`, {
      tags: ['meeting-summary'],
      status: 'draft',
    });
  });

  afterAll(() => database?.close());

  it("composes a city's first issue from its last four weeks, section by section, and nothing for a quiet city", async () => {
    expect(await composeDueIssues(database.db, at('2026-11-29T06:00:00Z'))).toBe(1);
    const issue = await findIssue(database.db, saratoga, '2026-11-29');
    expect(issue).toMatchObject({
      citySlug: saratoga,
      cityName: 'Saratoga',
      stateName: 'California',
      date: '2026-11-29',
      periodStart: '2026-11-01T06:00:00.000Z',
      periodEnd: '2026-11-29T06:00:00.000Z',
    });
    const slugs = Object.fromEntries(
      Object.entries(issue?.sections ?? {}).map(([section, items]) => [section, items.map((item) => item.slug)]),
    );
    expect(slugs).toEqual({
      summaries: [`${saratoga}/summary/city-council-meeting-summary-2026-11-10`],
      agendas: [`${saratoga}/agenda/city-council-meeting-agenda-summary-2026-12-08`],
      articles: [`${saratoga}/articles/water-rates`],
      voterGuides: ['city-level-elections/saratoga-city-council-race'],
      upcomingMeetings: [`${saratoga}/agenda/city-council-meeting-agenda-summary-2026-12-08`],
    });
    expect(issue?.sections.summaries[0]).toEqual({
      slug: `${saratoga}/summary/city-council-meeting-summary-2026-11-10`,
      title: 'City Council, November 10',
      description: 'What the council decided',
      date: '2026-11-12T10:00:00Z',
    });
    expect(issue?.sections.upcomingMeetings[0].date).toBe('2026-12-08');
    expect(await findIssue(database.db, paloAlto, '2026-11-29')).toBeNull();
  });

  it('composes once a day, and the next issue lists only what came after the last', async () => {
    expect(await composeDueIssues(database.db, at('2026-11-29T18:00:00Z'))).toBe(0);
    expect(await composeDueIssues(database.db, at('2026-11-30T06:00:00Z'))).toBe(0);
    await write(`${saratoga}/summary/planning-commission-meeting-summary-2026-11-30`, {
      tags: ['meeting-summary'],
      publishedAt: '2026-11-30T12:00:00Z',
    });
    expect(await composeDueIssues(database.db, at('2026-12-01T06:00:00Z'))).toBe(1);
    const next = await findIssue(database.db, saratoga, '2026-12-01');
    expect(next?.periodStart).toBe('2026-11-29T06:00:00.000Z');
    expect(next?.sections.summaries.map((item) => item.slug)).toEqual([
      `${saratoga}/summary/planning-commission-meeting-summary-2026-11-30`,
    ]);
    expect(await listIssues(database.db, saratoga)).toEqual({
      citySlug: saratoga,
      issues: [
        { date: '2026-12-01', items: 1 },
        { date: '2026-11-29', items: 4 },
      ],
    });
  });

  it('knows only the catalogue cities', async () => {
    expect(await listIssues(database.db, 'ca/santa-clara-county/atlantis')).toBeNull();
    expect(await listIssues(database.db, paloAlto)).toEqual({ citySlug: paloAlto, issues: [] });
  });
});
