/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loader as cityLoader } from '../../routes/$stateCode.$county.$city._index';
import { loader as meetingsLoader } from '../../routes/$stateCode.$county.$city.meetings';
import { loader as summaryLoader } from '../../routes/$stateCode.$county.$city.summary.$slug';

/** A local content API: answers each GraphQL operation from `answers`, records what it was asked. */
type Answer = (variables: Record<string, unknown>) => unknown;
const answers: Record<string, Answer> = {};
const asked: { operation: string; variables: Record<string, unknown> }[] = [];
let server: Server;

const listing = (slugs: string[], total = slugs.length) => ({
  pageCollection: {
    total,
    skip: 0,
    limit: 4,
    items: slugs.map((slug) => ({
      id: slug,
      title: `T ${slug}`,
      slug,
      sys: { firstPublishedAt: '2026-03-05T00:00:00Z', publishedAt: null },
      metaConfiguration: { keywords: { content: 'Meeting Summary' }, description: null },
    })),
  },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      // The weather, schools and pets calls (decision 023): none of the providers configured here.
      if (request.url?.startsWith('/api/')) {
        response.statusCode = 503;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'NOT_CONFIGURED',
            message: 'not configured',
          }),
        );
        return;
      }
      const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      const operation = /query (\w+)/.exec(query)?.[1] ?? '';
      asked.push({ operation, variables });
      const answer = answers[operation];
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(answer ? { data: answer(variables) } : { errors: [{ message: `no answer for ${operation}` }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env['GATEWAY_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
});

const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://civic.test${path}`), params, context: {} }) as unknown as LoaderFunctionArgs;
const saratoga = { stateCode: 'ca', county: 'santa-clara-county', city: 'saratoga' };
const thrown = async (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('city page loader', () => {
  it('loads the meetings of the asked year and pages, the articles and the resources', async () => {
    const year = new Date().getUTCFullYear();
    const edge = (iso: string) => ({ items: [{ sys: { firstPublishedAt: iso } }] });
    answers['SummaryYearSpan'] = () => ({
      newest: { total: 20, ...edge(`${year}-02-01T00:00:00Z`) },
      oldest: edge(`${year - 1}-02-01T00:00:00Z`),
    });
    answers['RecentSummariesInYear'] = (v) =>
      listing(
        v['limit'] === 0 ? [] : ['ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-2025-03-04'],
        10,
      );
    answers['RecentArticles'] = () => listing(['ca/santa-clara-county/saratoga/articles/a']);
    answers['ExistingSlugs'] = (v) => ({
      pageCollection: { items: (v['slugs'] as string[]).map((slug) => ({ slug })) },
    });
    answers['ResourcePages'] = () => listing(['ca/santa-clara-county/saratoga/resource-parks']);

    const response = await cityLoader(args(`/ca/santa-clara-county/saratoga?year=${year - 1}&pages=2`, saratoga));
    const data = await response.json();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    expect(data.city).toMatchObject({
      name: 'Saratoga',
      state: 'California',
      path: '/ca/santa-clara-county/saratoga',
      counties: 'Santa Clara County',
    });
    expect(data.widgets).toMatchObject({
      weather: { state: 'not-configured' },
      schools: { state: 'not-configured' },
      pets: { state: 'not-configured' },
      listings: { state: 'not-configured' },
      numbers: { state: 'not-configured' },
    });
    expect(data.meetings).toMatchObject({ years: [year - 1, year], year: year - 1, pages: 2, total: 10, error: null });
    expect(asked).toContainEqual({
      operation: 'RecentSummariesInYear',
      variables: expect.objectContaining({ citySlug: 'ca/santa-clara-county/saratoga', limit: 8 }),
    });
    expect(asked).toContainEqual({
      operation: 'RecentArticles',
      variables: expect.objectContaining({ slugContains: 'ca/santa-clara-county/saratoga/articles/' }),
    });
    expect(data.resources).toEqual({
      municipalCode: '/ca/santa-clara-county/saratoga/municipal-code',
      resources: [
        {
          title: 'T ca/santa-clara-county/saratoga/resource-parks',
          href: '/ca/santa-clara-county/saratoga/resource-parks',
        },
      ],
      error: null,
    });
    expect(data.crumbs).toEqual([
      { label: 'Santa Clara County', href: '/ca/santa-clara-county' },
      { label: 'Saratoga', href: '/ca/santa-clara-county/saratoga' },
    ]);
  });

  it("keeps the page up with the meetings' error message when the content API fails, kept only briefly", async () => {
    const response = await cityLoader(args('/ca/santa-clara-county/saratoga', saratoga));
    const data = await response.json();
    expect(data.meetings.error).toBe("Oops! We're having trouble fetching the recent meetings summaries.");
    expect(data.articles.error).toBe("Oops! We're having trouble fetching the recent articles.");
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
  });

  it('answers an unknown place with a 404 without asking for content, and redirects another spelling', async () => {
    for (const params of [
      { ...saratoga, city: 'atlantis' },
      { ...saratoga, stateCode: 'zz' },
      { stateCode: 'ca', county: 'santa-clara-county' },
    ]) {
      const error = await thrown(() => cityLoader(args('/x', params)));
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    }
    expect(asked).toEqual([]);
    const redirect = (await thrown(() =>
      cityLoader(
        args('/CA/Santa-Clara-County/saratoga?year=2025', {
          ...saratoga,
          stateCode: 'CA',
          county: 'Santa-Clara-County',
        }),
      ),
    )) as Response;
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/ca/santa-clara-county/saratoga?year=2025');
  });
});

describe('meetings resource route', () => {
  it('answers one page of a year as JSON, and 400 without a year', async () => {
    answers['RecentSummariesInYear'] = () => listing(['c/summary/city-council-meeting-summary-2025-03-04'], 9);
    const response = await meetingsLoader(args('/ca/santa-clara-county/saratoga/meetings?year=2025&page=3', saratoga));
    expect(await response.json()).toMatchObject({
      year: 2025,
      page: 3,
      total: 9,
      items: [{ date: 'March 4, 2025' }],
      error: null,
    });
    expect(asked[0]?.variables).toMatchObject({ skip: 8, limit: 4, from: '2025-01-01T00:00:00.000Z' });
    const error = (await thrown(() =>
      meetingsLoader(args('/ca/santa-clara-county/saratoga/meetings', saratoga)),
    )) as Response;
    expect(error.status).toBe(400);
  });
});

describe('meeting page loader', () => {
  const slug = 'city-council-meeting-summary-2026-03-04';
  const full = `ca/santa-clara-county/saratoga/summary/${slug}`;

  it('renders the summary with its table of contents, breadcrumb and related articles', async () => {
    answers['PageBySlug'] = () => ({
      page: {
        id: 'p',
        slug: full,
        title: 'Council summary',
        domain: 'gov',
        tags: ['meeting-summary'],
        status: 'published',
        sys: { id: 'p', firstPublishedAt: null, publishedAt: null },
        metaConfiguration: { keywords: { content: 'Meeting Summary' }, description: { content: 'About it' } },
        content: [{ block: 'MeetingSummaryCards', props: { cards: [] } }],
        props: { content: '##### Budget\n\n###### Parks\n\nText\n\n###### Roads\n\nMore' },
      },
    });
    answers['ExistingSlugs'] = () => ({ pageCollection: { items: [] } });
    answers['RelatedArticles'] = () => listing(['ca/articles/x']);
    const response = await summaryLoader(args(`/${full}`, { ...saratoga, slug }));
    const data = await response.json();
    expect(data.page).toMatchObject({
      title: 'Council summary',
      date: 'March 4, 2026',
      description: 'About it',
      category: 'Meeting Summary',
    });
    expect(data.page.html).toContain('<h2 id="user-content-budget">Budget</h2>');
    expect(data.page.html).toContain('<h3 id="user-content-parks">Parks</h3>');
    expect(data.page.toc).toEqual([
      {
        id: 'user-content-budget',
        title: 'Budget',
        items: [
          { id: 'user-content-parks', title: 'Parks' },
          { id: 'user-content-roads', title: 'Roads' },
        ],
      },
    ]);
    expect(data.crumbs).toEqual([
      { label: 'Santa Clara County', href: '/ca/santa-clara-county' },
      { label: 'Saratoga', href: '/ca/santa-clara-county/saratoga' },
      { label: 'Summary', disabled: true },
      { label: 'March 4, 2026', href: `/${full}` },
    ]);
    expect(asked).toContainEqual({
      operation: 'ExistingSlugs',
      variables: expect.objectContaining({ slugs: ['ca/santa-clara-county/saratoga/summary'] }),
    });
    expect(asked).toContainEqual({
      operation: 'RelatedArticles',
      variables: expect.objectContaining({ currentSlug: full, portalSlug: 'articles' }),
    });
    expect(data.related.items).toHaveLength(1);
  });

  it('is a 404 when no page has the slug, or the slug cannot be one', async () => {
    answers['PageBySlug'] = () => ({ page: null });
    expect(((await thrown(() => summaryLoader(args(`/${full}`, { ...saratoga, slug })))) as Response).status).toBe(404);
    expect(
      ((await thrown(() => summaryLoader(args('/x', { ...saratoga, slug: 'Bad_Slug' })))) as Response).status,
    ).toBe(404);
  });
});
