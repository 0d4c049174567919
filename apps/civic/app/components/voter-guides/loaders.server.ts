import { readPublicEnv } from '@civicbrief/app-server';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { contentFor } from '../../lib/content.server';
import { voterIndexData } from './index-data.server';
import { isRaceSegment, type VoterLevel } from './levels';
import { raceData, type RaceMode } from './race-data.server';

/** Public pages are cached briefly; drafts (preview) and failed reads never. */
function cacheControl(preview: boolean, failed: boolean): string {
  return preview || failed ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=600';
}

export async function loadVoterIndex({ request }: LoaderFunctionArgs, level: VoterLevel) {
  const content = await contentFor(request);
  const data = await voterIndexData(content, level, new URL(request.url));
  return json(data, {
    status: data.error ? 503 : 200,
    headers: { 'Cache-Control': cacheControl(content.preview, data.error !== null) },
  });
}

/** Race pages (standalone) and a candidate's single-guide page share this loader. */
export async function loadRace({ request, params }: LoaderFunctionArgs, level: VoterLevel, mode: RaceMode) {
  if (!isRaceSegment(params['race'])) throw new Response('Not Found', { status: 404 });
  const content = await contentFor(request);
  const candidate = mode === 'single' ? (params['candidate'] ?? null) : new URL(request.url).searchParams.get('candidate');
  const data = await raceData(content, level, params['race'], mode, candidate);
  const failed = data.error !== null || data.guideError !== null;
  return json(
    { ...data, siteOrigin: readPublicEnv().siteOrigin },
    { status: failed ? 503 : 200, headers: { 'Cache-Control': cacheControl(content.preview, failed) } },
  );
}

/** Route `headers`: the loader's Cache-Control is the page's. */
export const voterHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => {
  const cache = loaderHeaders.get('Cache-Control');
  return cache ? { 'Cache-Control': cache } : new Headers();
};
