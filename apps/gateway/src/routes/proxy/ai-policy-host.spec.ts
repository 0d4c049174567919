import { startFakeApp, type FakeApp } from '../../test/fake-app';
import { startPageGateway, type PageGateway } from '../../test/page-gateway';

// AI_POLICY_HOST (decision 031): the AI-policy sub-site at the root of its own host, one address per page.
describe('the AI-policy host', () => {
  let front: PageGateway;
  let aiPolicy: FakeApp;

  beforeAll(async () => {
    aiPolicy = await startFakeApp('ai-policy');
    front = await startPageGateway({
      AI_POLICY_URL: aiPolicy.url,
      AI_POLICY_HOST: 'AI.CivicBrief.test',
      SITE_ORIGIN: 'https://www.civicbrief.test',
    });
    await front.app.ready();
  });

  beforeEach(() => {
    front.forget();
    aiPolicy.received.length = 0;
  });
  afterAll(async () => {
    await front?.close();
    await aiPolicy?.close();
  });

  /** A GET of `url` on `host`, the AI-policy host unless told. */
  const get = (url: string, host = 'ai.civicbrief.test') => front.app.inject({ method: 'GET', url, headers: { host } });

  it.each(['/', '/buying-ai-tools?utm_source=x', '/_ai-policy/assets/root.css', '/about'])(
    'sends %s on that host to the ai-policy app unchanged',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-app']).toBe('ai-policy');
      expect(aiPolicy.received.map((request) => request.url)).toEqual([url]);
      expect(aiPolicy.received[0]?.headers['host']).toBe('ai.civicbrief.test');
      expect(front.marketing.received).toHaveLength(0);
      expect(front.civic.received).toHaveLength(0);
    },
  );

  it('answers its own API routes there too, never forwarding them', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(aiPolicy.received).toHaveLength(0);
  });

  it('redirects the long form to the root of that host, keeping the query', async () => {
    const same = await get('/ai-policy-resources/buying-ai-tools?x=1');
    expect(same.statusCode).toBe(301);
    expect(same.headers.location).toBe('/buying-ai-tools?x=1');
    const main = await get('/ai-policy-resources?guide=ai-use-policy', 'www.civicbrief.test');
    expect(main.statusCode).toBe(301);
    expect(main.headers.location).toBe('https://ai.civicbrief.test/?guide=ai-use-policy');
    const tricky = await get('/ai-policy-resources/%5C/evil.example');
    expect(tricky.headers.location?.startsWith('/') && !tricky.headers.location.startsWith('//')).toBe(true);
    expect(aiPolicy.received).toHaveLength(0);
  });

  it('leaves the main host to the other apps', async () => {
    const home = await get('/', 'www.civicbrief.test');
    expect(home.headers['x-app']).toBe('marketing');
    const city = await get('/ca/santa-clara-county/saratoga', 'www.civicbrief.test');
    expect(city.headers['x-app']).toBe('civic');
  });
});
