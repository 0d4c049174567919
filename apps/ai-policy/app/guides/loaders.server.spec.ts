/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from './guides.server';
import { robotsTxt, sitemapXml } from './host-files.server';
import { guideToFetch, loadGuidePage, loadResources, type GuidePageData, type ResourcesData } from './loaders.server';

type Mode = 'ok' | 'error' | 'graphql-errors' | 'down';

/** The gateway at the network edge: /graphql and GET /api/content/extra as the real ones answer, failures switchable. */
const gateway = {
  graphql: 'ok' as Mode,
  extra: 'ok' as Mode,
  bodies: new Map<string, string>(),
  requests: [] as string[],
};

const PAGES = [
  {
    slug: 'ai-policy-resources/ai-use-policy',
    title: 'Writing an AI Use Policy',
    tags: ['policy-guide'],
    metaConfiguration: { description: { content: 'What it covers.' } },
  },
  {
    slug: 'ai-policy-resources/buying-ai-tools',
    title: 'Buying AI Tools',
    tags: ['policy-guide'],
    metaConfiguration: { description: null },
  },
  // Not a guide's slug: never listed.
  { slug: 'ai-policy-resources/a/b', title: 'Deeper', tags: ['policy-guide'], metaConfiguration: null },
  { slug: 'ai-policy-resources/not-a-guide', title: 'Not a guide', tags: ['article'], metaConfiguration: null },
];

let server: Server;
const env = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    gateway.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const mode = url.pathname === '/graphql' ? gateway.graphql : gateway.extra;
      if (mode === 'down') return request.socket.destroy();
      if (mode === 'error')
        return response.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}');
      if (url.pathname === '/graphql') {
        if (mode === 'graphql-errors')
          return response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"errors":[{"message":"boom"}],"data":null}');
        const { variables } = JSON.parse(Buffer.concat(chunks).toString()) as { variables: { slug?: string } };
        const data = variables.slug
          ? { page: PAGES.find((page) => page.slug === variables.slug) ?? null }
          : { pageCollection: { items: PAGES.filter((page) => page.tags.includes('policy-guide')) } };
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      }
      const body = gateway.bodies.get(url.searchParams.get('slug') ?? '');
      if (body === undefined)
        return response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ props: { content: body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env['GATEWAY_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env['SITE_ORIGIN'] = 'https://www.civicbrief.test';
  delete process.env['AI_POLICY_HOST'];
});

afterAll(async () => {
  process.env = env;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  gateway.graphql = 'ok';
  gateway.extra = 'ok';
  gateway.requests.length = 0;
  gateway.bodies.clear();
  gateway.bodies.set(
    'ai-policy-resources/ai-use-policy',
    '> Note\n\n##### Scope\n\n###### Who\nEveryone.\n\n###### What\nAll tools.\n\n##### Rules\n\n###### Prohibited\nNo.\n',
  );
  gateway.bodies.set(
    'ai-policy-resources/buying-ai-tools',
    '```markdown\n##### Before you buy\n###### Start from the problem\nText.\n```\n\n',
  );
});

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://127.0.0.1:3003${path}`), params, context: {} }) as unknown as LoaderFunctionArgs;
const resources = async (path: string) => {
  const response = await loadResources(args(path));
  return { data: (await response.json()) as ResourcesData, cache: response.headers.get('cache-control') };
};
const guidePage = async (slug: string, path = `/ai-policy-resources/${slug}`) => {
  const response = await loadGuidePage(args(path, { guide: slug }));
  return { data: (await response.json()) as GuidePageData, cache: response.headers.get('cache-control') };
};
const extraRequests = () => gateway.requests.filter((request) => request.includes('/api/content/extra'));

describe('the standalone page loader', () => {
  it('lists the guides of the content store and fetches no guide until one is chosen (spec §5)', async () => {
    const { data, cache } = await resources('/ai-policy-resources');
    expect(data.guides).toEqual([
      { slug: 'ai-use-policy', title: 'Writing an AI Use Policy', description: 'What it covers.' },
      { slug: 'buying-ai-tools', title: 'Buying AI Tools', description: null },
    ]);
    expect(data).toMatchObject({
      base: '/ai-policy-resources',
      origin: 'https://www.civicbrief.test',
      selected: null,
      guide: null,
      failure: null,
    });
    expect(cache).toMatch(/^public/);
    expect(extraRequests()).toEqual([]);
    // A guide that is not listed is not fetched either.
    expect((await resources('/ai-policy-resources?guide=not-a-guide')).data.selected).toBeNull();
    expect((await resources('/ai-policy-resources?guide=%3Cscript%3E')).data.selected).toBeNull();
    expect(extraRequests()).toEqual([]);
  });

  it('shows the chosen guide from its extra content, unwrapped, its topics and sections under the guide title (h3, h4)', async () => {
    const { data } = await resources('/ai-policy-resources?guide=buying-ai-tools');
    expect(extraRequests()).toEqual(['GET /api/content/extra?slug=ai-policy-resources%2Fbuying-ai-tools']);
    expect(data.selected).toBe('buying-ai-tools');
    expect(data.guide?.html).toBe(
      '<h3 id="user-content-before-you-buy">Before you buy</h3>\n<h4 id="user-content-start-from-the-problem">Start from the problem</h4>\n<p>Text.</p>',
    );
    expect(data.guide?.toc).toEqual([
      {
        id: 'user-content-before-you-buy',
        title: 'Before you buy',
        items: [{ id: 'user-content-start-from-the-problem', title: 'Start from the problem' }],
      },
    ]);
  });

  it('is at the root of the AI-policy host too', async () => {
    expect((await resources('/?guide=ai-use-policy')).data).toMatchObject({ base: '', selected: 'ai-use-policy' });
  });

  it.each<Mode>(['error', 'graphql-errors', 'down'])(
    'answers a repository failure (%s) without the list, not stored',
    async (mode) => {
      gateway.graphql = mode;
      const { data, cache } = await resources('/ai-policy-resources?guide=ai-use-policy');
      expect(data).toMatchObject({ guides: [], guide: null, failure: 'repository' });
      expect(cache).toBe('no-store');
      expect(extraRequests()).toEqual([]);
    },
  );

  it.each<Mode>(['error', 'down'])("answers the guide's fetch failure (%s) with the list kept", async (mode) => {
    gateway.extra = mode;
    const { data, cache } = await resources('/ai-policy-resources?guide=ai-use-policy');
    expect(data).toMatchObject({ selected: 'ai-use-policy', guide: null, failure: 'fetch' });
    expect(data.guides).toHaveLength(2);
    expect(cache).toBe('no-store');
  });
});

describe("a guide page's loader", () => {
  it('shows the guide with its h5 topics as h2 and h6 sections as h3, grouped in its table of contents', async () => {
    const { data } = await guidePage('ai-use-policy');
    expect(data.link).toEqual({
      slug: 'ai-use-policy',
      title: 'Writing an AI Use Policy',
      description: 'What it covers.',
    });
    expect(data.guide?.html).toContain('<h2 id="user-content-scope">Scope</h2>');
    expect(data.guide?.html).toContain('<h3 id="user-content-prohibited">Prohibited</h3>');
    expect(data.guide?.html).not.toMatch(/<h[56]/);
    expect(data.guide?.toc).toEqual([
      {
        id: 'user-content-scope',
        title: 'Scope',
        items: [
          { id: 'user-content-who', title: 'Who' },
          { id: 'user-content-what', title: 'What' },
        ],
      },
      { id: 'user-content-rules', title: 'Rules', items: [{ id: 'user-content-prohibited', title: 'Prohibited' }] },
    ]);
  });

  it('is a 404 for a page that is not a guide, an unknown guide and a malformed name (asking nothing)', async () => {
    for (const slug of ['not-a-guide', 'no-such-guide'])
      await expect(loadGuidePage(args(`/ai-policy-resources/${slug}`, { guide: slug }))).rejects.toMatchObject({
        status: 404,
      });
    gateway.requests.length = 0;
    await expect(loadGuidePage(args('/ai-policy-resources/Bad_Name', { guide: 'Bad_Name' }))).rejects.toMatchObject({
      status: 404,
    });
    expect(gateway.requests).toEqual([]);
  });

  it('answers a repository failure with a retry and an extra-content failure with the title kept', async () => {
    gateway.graphql = 'error';
    expect((await guidePage('ai-use-policy')).data).toMatchObject({ link: null, guide: null, failure: 'repository' });
    gateway.graphql = 'ok';
    gateway.extra = 'error';
    const { data, cache } = await guidePage('ai-use-policy');
    expect(data).toMatchObject({ link: { title: 'Writing an AI Use Policy' }, guide: null, failure: 'fetch' });
    expect(cache).toBe('no-store');
  });
});

describe('guideToFetch (spec §5)', () => {
  const guides = [{ slug: 'a', title: 'A', description: null }];
  it('skips the guide query unless a slug exists and standalone mode is on', () => {
    expect(guideToFetch(true, 'a', guides)).toEqual(guides[0]);
    expect(guideToFetch(false, 'a', guides)).toBeNull();
    expect(guideToFetch(true, null, guides)).toBeNull();
    expect(guideToFetch(true, '', guides)).toBeNull();
    expect(guideToFetch(true, 'b', guides)).toBeNull();
  });
});

describe('publicOrigin (decision 031)', () => {
  it('is the AI-policy host with the site scheme when AI_POLICY_HOST is set', () => {
    expect(publicOrigin('https://www.civicbrief.test', {})).toBe('https://www.civicbrief.test');
    expect(publicOrigin('https://www.civicbrief.test', { AI_POLICY_HOST: 'AI.civicbrief.test' })).toBe(
      'https://ai.civicbrief.test',
    );
    expect(publicOrigin('http://localhost:3000', { AI_POLICY_HOST: 'ai.localhost:3000' })).toBe(
      'http://ai.localhost:3000',
    );
  });
});

describe('robots.txt and sitemap.xml of the AI-policy host', () => {
  afterEach(() => delete process.env['AI_POLICY_HOST']);

  it('lists the standalone page and every guide at the root of that host', async () => {
    process.env['AI_POLICY_HOST'] = 'ai.civicbrief.test';
    expect(await robotsTxt().text()).toContain('Sitemap: https://ai.civicbrief.test/sitemap.xml');
    const xml = await (await sitemapXml(new Request('http://127.0.0.1:3003/sitemap.xml'))).text();
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://ai.civicbrief.test/',
      'https://ai.civicbrief.test/ai-use-policy',
      'https://ai.civicbrief.test/buying-ai-tools',
    ]);
  });

  it('is a 503 that is not stored when the guides cannot be read', async () => {
    gateway.graphql = 'down';
    const response = await sitemapXml(new Request('http://127.0.0.1:3003/sitemap.xml'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
