import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// An editor's page through the running gateway (decision 034): read as the content API has it, written back as a
// content:import file to POST /api/ops/content (the stacks set no OPS_TOKEN: operator calls from this machine pass).
// A spec that posts content runs in its suite's one-at-a-time project (see e2eConfig).

const PAGE_QUERY = `query($slug: String!) { page(slug: $slug) { slug title domain tags status sys { publishedAt } metaConfiguration { keywords { content } description { content } } content { block props } props } }`;

export interface StoredPage {
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
export async function readPage(request: APIRequestContext, slug: string): Promise<StoredPage> {
  const response = await request.post('/graphql', { data: { query: PAGE_QUERY, variables: { slug } } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { page: StoredPage } };
  return data.page;
}

/** The page as a content:import file: front matter (JSON is YAML) and the markdown body. */
export function markdownOf(page: StoredPage): string {
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

/** Posts a content:import file to the running gateway; answers what it says. */
export async function importPage(request: APIRequestContext, text: string, name = 'page.md'): Promise<unknown> {
  const response = await request.post(`/api/ops/content?name=${encodeURIComponent(name)}`, {
    headers: { 'content-type': 'text/markdown' },
    data: text,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
