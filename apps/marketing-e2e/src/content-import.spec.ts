import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@civicbrief/e2e-support';

// An editor's change shows without a restart (decision 034): a page posted to the running gateway's
// POST /api/ops/content drops the gateway's caches, so the next load of /about through the front door renders it.
// The stack sets no OPS_TOKEN, so the gateway answers operator calls from this machine. This spec writes shared
// content: it runs in the suite's one-at-a-time project (it posts to /api/ops/content, see e2eConfig).

const PAGE_QUERY = `query($slug: String!) { page(slug: $slug) { slug title domain tags status sys { publishedAt } metaConfiguration { keywords { content } description { content } } content { block props } props } }`;

interface StoredPage {
  slug: string;
  title: string;
  domain: string;
  tags: string[];
  status: string;
  sys: { publishedAt: string | null };
  metaConfiguration: { keywords: { content: string } | null; description: { content: string } | null };
  content: { block: string; props: Record<string, unknown> }[];
  props: { content?: string } | null;
}

/** The page as the content API has it. */
async function readPage(request: APIRequestContext, slug: string): Promise<StoredPage> {
  const response = await request.post('/graphql', { data: { query: PAGE_QUERY, variables: { slug } } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { page: StoredPage } };
  return data.page;
}

/** The page as a content:import file: front matter (JSON is YAML) and the markdown body. */
function markdownOf(page: StoredPage): string {
  const frontMatter = {
    slug: page.slug,
    title: page.title,
    domain: page.domain,
    tags: page.tags,
    status: page.status,
    ...(page.sys.publishedAt ? { publishedAt: page.sys.publishedAt } : {}),
    ...(page.metaConfiguration.keywords ? { keywords: page.metaConfiguration.keywords.content } : {}),
    ...(page.metaConfiguration.description ? { description: page.metaConfiguration.description.content } : {}),
    blocks: page.content,
  };
  return `---\n${JSON.stringify(frontMatter, null, 2)}\n---\n${page.props?.content ?? ''}`;
}

async function importPage(request: APIRequestContext, text: string): Promise<unknown> {
  const response = await request.post('/api/ops/content?name=about.md', {
    headers: { 'content-type': 'text/markdown' },
    data: text,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('a page posted to the running gateway shows on the next load, not the page cache copy, and is restored', async ({
  page,
  request,
}) => {
  const original = await readPage(request, 'about');
  const hero = original.content.find((block) => block.block === 'Hero');
  expect(hero, 'the seeded About page has a hero').toBeDefined();
  const heading = String(hero?.props['heading']);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The front door keeps the anonymous page: the second load is served from its cache.
  await request.get('/about');
  expect(['HIT', 'STALE']).toContain((await request.get('/about')).headers()['x-cache']);

  const newHeading = `Edited without a restart ${Date.now()}`;
  const edited = {
    ...original,
    content: original.content.map((block) =>
      block === hero ? { ...block, props: { ...block.props, heading: newHeading } } : block,
    ),
  };
  try {
    expect(await importPage(request, markdownOf(edited))).toMatchObject({
      updated: 1,
      files: [{ name: 'about.md', slug: 'about', outcome: 'updated' }],
    });
    // The page the front door held is gone: rendered again, with the new heading (without the purge: HIT, old page).
    const again = await request.get('/about');
    expect(again.headers()['x-cache']).toBe('MISS');
    expect(await again.text()).toContain(newHeading);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeading);
  } finally {
    await importPage(request, markdownOf(original));
  }
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect((await readPage(request, 'about')).content).toEqual(original.content);
});
