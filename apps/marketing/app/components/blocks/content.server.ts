import { ContentError, createContentClient, type ContentBlock } from '@civicbrief/content-client';
import { validCrmFormIds, videoSource, type CrmFormIds } from '@civicbrief/design-system';
import { readPublicEnv } from '@civicbrief/app-server';
import { contentApiFor } from '@civicbrief/gateway-client/server';
import { json } from '@remix-run/node';
import { pageHead } from './content-meta';
import { visitorEvent } from './visitor-event';

/** The content tag of every page this app renders. */
export const MARKETING_TAG = 'marketing';

/** The CRM's free-trial form, from the environment: the portal (MARKETING_FORMS_ID, as the tracking script) and the form. */
export function crmFormIds(env: Readonly<Record<string, string | undefined>> = process.env): CrmFormIds | null {
  return validCrmFormIds({
    portalId: env['MARKETING_FORMS_ID'],
    formId: env['MARKETING_TRIAL_FORM_ID'],
    region: env['MARKETING_FORMS_REGION'],
  });
}

const hasBlock = (blocks: readonly ContentBlock[], name: string) => blocks.some((entry) => entry.block === name);

/**
 * Blocks whose server HTML works alone get `worksWithoutCode`, so the page loads no code for them (decision 021): a
 * Video block whose link is not a provider's player (the bundled mp4, a same-site file, another site's page) is
 * the browser's own player or a link. A YouTube or Vimeo link needs the code that loads the player on a press.
 */
export function markCodelessBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((entry) =>
    entry.block === 'Video' && videoSource(entry.props['url'])?.kind !== 'embed'
      ? { ...entry, props: { ...entry.props, worksWithoutCode: true } }
      : entry,
  );
}

/**
 * A marketing page's loader data: its content page (slug `slug`, tag `marketing`) with its blocks and head, the
 * event the visitor's link names, and the CRM form ids only when a CrmForm block needs them. A missing page is a
 * 404; the content API failing is a 503, since the page is nothing but its content.
 */
export async function loadMarketingPage(request: Request, slug: string) {
  const content = createContentClient(contentApiFor(request));
  let page;
  try {
    page = await content.pageBySlug(slug);
  } catch (error) {
    if (error instanceof ContentError)
      throw new Response('This page is unavailable right now. Please try again in a minute.', { status: 503 });
    throw error;
  }
  if (!page || !page.tags.includes(MARKETING_TAG)) throw new Response('Not Found', { status: 404 });
  const pathname = new URL(request.url).pathname;
  return json({
    page: { title: page.title, blocks: markCodelessBlocks(page.content) },
    head: pageHead(page, readPublicEnv().siteOrigin, pathname),
    event: visitorEvent(new URL(request.url)),
    crm: hasBlock(page.content, 'CrmForm') ? crmFormIds() : null,
  });
}

/** `export const loader = marketingPageLoader('about')`. */
export const marketingPageLoader =
  (slug: string) =>
  ({ request }: { request: Request }) =>
    loadMarketingPage(request, slug);
