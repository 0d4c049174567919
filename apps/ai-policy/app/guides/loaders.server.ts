import { readPublicEnv } from '@civicbrief/app-server';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import {
  findGuide,
  guideBody,
  listGuides,
  publicOrigin,
  settle,
  toGuideView,
  type GuideFailure,
  type GuideLink,
  type GuideView,
} from './guides.server';
import { basePathOf, GUIDE_PARAM, isGuideSlug } from './paths';
import type { IntroText } from './resources-intro';
import { INTRO } from './resources-intro.server';

/** The standalone page (spec §2): the sibling guides for the select and, once one is chosen, that guide. */
export interface ResourcesData {
  kind: 'resources';
  /** The site's public origin (the AI-policy host's with AI_POLICY_HOST), for share links. */
  origin: string;
  /** '/ai-policy-resources' on the main site, '' at the root of the AI-policy host. */
  base: string;
  intro: IntroText;
  guides: GuideLink[];
  selected: string | null;
  guide: GuideView | null;
  failure: GuideFailure | null;
}

/** A guide's own page, the non-standalone mode. */
export interface GuidePageData {
  kind: 'guide';
  origin: string;
  base: string;
  slug: string;
  /** The guide's title and description once the content store answered. */
  link: GuideLink | null;
  guide: GuideView | null;
  failure: GuideFailure | null;
}

const PAGE_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';

/** A page with a failed read is not kept, so the next visit (the retry, the reload) reads again. */
const answer = <T extends { failure: GuideFailure | null }>(data: T) =>
  json(data, { headers: { 'Cache-Control': data.failure ? 'no-store' : PAGE_CACHE } });

const notFound = () => new Response('Not Found', { status: 404 });

const placeOf = (request: Request) => {
  const url = new URL(request.url);
  return { url, base: basePathOf(url.pathname), origin: publicOrigin(readPublicEnv().siteOrigin) };
};

/**
 * The guide the standalone page fetches: guide queries are skipped unless a slug exists and standalone mode is
 * on (spec §5), and only a guide of the list is fetched.
 */
export function guideToFetch(
  standalone: boolean,
  asked: string | null,
  guides: readonly GuideLink[],
): GuideLink | null {
  if (!standalone || !isGuideSlug(asked)) return null;
  return guides.find((guide) => guide.slug === asked) ?? null;
}

export async function loadResources({ request }: LoaderFunctionArgs) {
  const { url, base, origin } = placeOf(request);
  const empty: ResourcesData = {
    kind: 'resources',
    origin,
    base,
    intro: INTRO,
    guides: [],
    selected: null,
    guide: null,
    failure: null,
  };
  const list = await settle(listGuides(request));
  if ('failure' in list) return answer({ ...empty, failure: list.failure });
  const chosen = guideToFetch(true, url.searchParams.get(GUIDE_PARAM), list.value);
  const ready = { ...empty, guides: list.value };
  if (!chosen) return answer(ready);
  const body = await settle(guideBody(request, chosen.slug));
  if ('failure' in body) return answer({ ...ready, selected: chosen.slug, failure: body.failure });
  // Listed but gone since (unpublished in between): nothing is chosen.
  if (body.value === null) return answer(ready);
  return answer({ ...ready, selected: chosen.slug, guide: toGuideView(chosen, body.value, 2) });
}

export async function loadGuidePage({ request, params }: LoaderFunctionArgs) {
  const { base, origin } = placeOf(request);
  const slug = params['guide'];
  if (!isGuideSlug(slug)) throw notFound();
  const [page, body] = await Promise.all([settle(findGuide(request, slug)), settle(guideBody(request, slug))]);
  if ('value' in page && !page.value) throw notFound();
  const data: GuidePageData = { kind: 'guide', origin, base, slug, link: null, guide: null, failure: null };
  if ('failure' in page) return answer({ ...data, failure: page.failure });
  const link = page.value as GuideLink;
  if ('failure' in body) return answer({ ...data, link, failure: body.failure });
  if (body.value === null) throw notFound();
  return answer({ ...data, link, guide: toGuideView(link, body.value, 1) });
}
