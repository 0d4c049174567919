import type { UNSAFE_DefineRoutesFunction as DefineRoutesFunction } from '@remix-run/dev';
import { VOTER_INDEXES, type VoterLevel } from './levels';

const FOLDER = 'components/voter-guides';

/**
 * The voter guide routes of spec §2 (the civic Vite config's `routes`): under each level's index, its
 * race pages and a candidate's single guide, served by two modules for all four levels. The route
 * ids are those the files under routes/ gave them.
 */
export function electionRoutes(defineRoutes: DefineRoutesFunction) {
  return defineRoutes((route) => {
    for (const { slug } of Object.values(VOTER_INDEXES)) {
      route(slug, `${FOLDER}/voter-index-route.tsx`, { id: `routes/${slug}._index`, index: true });
      route(`${slug}/:race`, `${FOLDER}/race-route.tsx`, { id: `routes/${slug}.$race._index`, index: true });
      route(`${slug}/:race/:candidate`, `${FOLDER}/race-route.tsx`, { id: `routes/${slug}.$race.$candidate` });
    }
  });
}

const LEVELS = Object.keys(VOTER_INDEXES) as VoterLevel[];

/** The level of a voter guide request: its path starts with the level's index slug. */
export function levelOf(request: Request): VoterLevel {
  const [, first] = new URL(request.url).pathname.split('/');
  const level = LEVELS.find((candidate) => VOTER_INDEXES[candidate].slug === first);
  if (!level) throw new Response('Not Found', { status: 404 });
  return level;
}
