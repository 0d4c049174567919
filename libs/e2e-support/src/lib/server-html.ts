import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Fetches a page's raw HTML, as the server sent it and before any JavaScript ran. */
export async function serverHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The server's styled-components rules are in the first HTML, inside <head>, so nothing flashes unstyled. */
export function expectServerStyles(html: string): void {
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/.exec(head);
  expect(style, 'a styled-components <style> tag in <head>').not.toBeNull();
  expect(style?.[1]).toMatch(/[.\w-]+\{[^}]+\}/);
}

/** The page's main heading, as rendered by the server. */
export function serverHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function canonicalHref(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

export function hasJsonLd(html: string): boolean {
  return html.includes('<script type="application/ld+json">');
}

export interface ServerPage {
  path: string;
  title: string;
  heading: string;
  /** Whether the page carries JSON-LD structured data. */
  jsonLd: boolean;
}

/** The page renders on the server with its styles, main heading, title, canonical link (at baseURL) and JSON-LD or none. */
export async function expectServerPage(
  request: APIRequestContext,
  baseURL: string | undefined,
  page: ServerPage,
): Promise<void> {
  const html = await serverHtml(request, page.path);
  expectServerStyles(html);
  expect(serverHeading(html)).toBe(page.heading);
  expect(html).toContain(`<title>${page.title}</title>`);
  expect(canonicalHref(html)).toBe(`${baseURL}${page.path}`);
  expect(hasJsonLd(html)).toBe(page.jsonLd);
}

/** `path` is a real 404: the server answers 404 with the 'Page not found' page, and the browser shows it. Answers the HTML. */
export async function expectNotFoundPage(request: APIRequestContext, page: Page, path: string): Promise<string> {
  const html = await serverHtml(request, path, 404);
  expect(serverHeading(html)).toBe('Page not found');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  return html;
}
