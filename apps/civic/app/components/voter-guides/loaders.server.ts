import { readPublicEnv } from '@civicbrief/app-server';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { CACHE, cacheHeaders, contentCache } from '../../lib/cache-policy.server';
import { contentFor } from '../content/content.server';
import { voterIndexData } from './index-data.server';
import { isRaceSegment, type VoterLevel } from './levels';
import { raceData, type RaceMode } from './race-data.server';

/** Public pages are cached briefly; drafts (preview) and failed reads (a 503 here) never. */
const cacheControl = (preview: boolean, failed: boolean) => cacheHeaders(contentCache(preview, failed, CACHE.private));

export async function loadVoterIndex({ request }: LoaderFunctionArgs, level: VoterLevel) {
  const content = await contentFor(request);
  const data = await voterIndexData(content, level, new URL(request.url));
  return json(data, {
    status: data.error ? 503 : 200,
    headers: cacheControl(content.preview, data.error !== null),
  });
}

/** Race pages (standalone) and a candidate's single-guide page share this loader. */
export async function loadRace({ request, params }: LoaderFunctionArgs, level: VoterLevel, mode: RaceMode) {
  if (!isRaceSegment(params['race'])) throw new Response('Not Found', { status: 404 });
  const content = await contentFor(request);
  const candidate =
    mode === 'single' ? (params['candidate'] ?? null) : new URL(request.url).searchParams.get('candidate');
  const data = await raceData(content, level, params['race'], mode, candidate);
  const failed = data.error !== null || data.guideError !== null;
  return json(
    { ...data, siteOrigin: readPublicEnv().siteOrigin },
    { status: failed ? 503 : 200, headers: cacheControl(content.preview, failed) },
  );
}
