/** @jest-environment node */
import { startFakeGateway, type FakeGateway } from '../../testing';
import { gatewayFor } from './gateway-for';

const saratoga = 'ca/santa-clara-county/saratoga';
const none = { summaries: [], agendas: [], articles: [], voterGuides: [], upcomingMeetings: [] };
const zero = { summaries: 0, agendas: 0, articles: 0, voterGuides: 0, upcomingMeetings: 0 };

describe('the newsletter issue calls', () => {
  let gateway: FakeGateway;
  const client = () => gatewayFor(new Request('http://site.test/'), { GATEWAY_URL: gateway.url });

  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());

  it("reads a city's issues and one issue, and a 404 as none", async () => {
    gateway.answer(`GET /api/newsletter/issues/${saratoga}`, {
      status: 200,
      body: { citySlug: saratoga, issues: [{ date: '2026-11-29', items: 3 }] },
    });
    const issue = {
      citySlug: saratoga,
      cityName: 'Saratoga',
      stateName: 'California',
      date: '2026-11-29',
      periodStart: '2026-11-22T06:00:00.000Z',
      periodEnd: '2026-11-29T06:00:00.000Z',
      sections: none,
      more: zero,
    };
    gateway.answer(`GET /api/newsletter/issues/${saratoga}/2026-11-29`, { status: 200, body: issue });
    await expect(client().newsletterIssues(saratoga)).resolves.toEqual({
      citySlug: saratoga,
      issues: [{ date: '2026-11-29', items: 3 }],
    });
    await expect(client().newsletterIssue(saratoga, '2026-11-29')).resolves.toEqual(issue);
    await expect(client().newsletterIssue(saratoga, '2026-11-28')).resolves.toBeNull();
  });

  it("reads every city's issues in one call, and fails on a 404 there (the listing always exists)", async () => {
    const index = { issues: [{ citySlug: saratoga, date: '2026-11-29' }] };
    gateway.answer('GET /api/newsletter/issues', { status: 200, body: index });
    await expect(client().newsletterIssueIndex()).resolves.toEqual(index);
    gateway.answer('GET /api/newsletter/issues', { status: 404, body: { statusCode: 404, message: 'Not Found' } });
    await expect(client().newsletterIssueIndex()).rejects.toThrow();
  });

  it('keeps what a visitor typed inside its path segment, and throws on an answer of another shape', async () => {
    await client().newsletterIssue(saratoga, '../../ops/newsletter');
    expect(gateway.received.at(-1)?.url).toBe(`/api/newsletter/issues/${saratoga}/..%2F..%2Fops%2Fnewsletter`);
    gateway.answer(`GET /api/newsletter/issues/${saratoga}/2026-11-27`, { status: 200, body: { odd: true } });
    await expect(client().newsletterIssue(saratoga, '2026-11-27')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it("names the visitor, and leaves any failure but a 404 to the page's error boundary", async () => {
    const visitor = gatewayFor(new Request('http://site.test/', { headers: { 'x-forwarded-for': '203.0.113.9' } }), {
      GATEWAY_URL: gateway.url,
      GATEWAY_RELAY_SECRET: 'relay-secret',
    });
    gateway.answer(`GET /api/newsletter/issues/${saratoga}`, {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Database unavailable' },
    });
    await expect(visitor.newsletterIssues(saratoga)).rejects.toMatchObject({
      name: 'GatewayError',
      status: 503,
      message: `gateway answered 503 for /api/newsletter/issues/${saratoga}`,
    });
    expect(gateway.received.at(-1)?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-civicbrief-client-ip': '203.0.113.9',
    });
  });
});
