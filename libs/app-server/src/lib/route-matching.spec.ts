import { createStaticHandler, matchRoutes, type AgnosticRouteObject, type StaticHandlerContext } from '@remix-run/router';
import { createStaticRouter } from 'react-router-dom/server';

// patches/@remix-run+router+*.patch (decision 037): the server's route matching keeps each route list's ranked
// branches and each pattern's RegExp instead of making them again on every match.

/** Routes shaped like the civic app's, each counting how often its path is read. */
function countedRoutes(): { routes: AgnosticRouteObject[]; reads: () => number } {
  let reads = 0;
  const route = (id: string, path: string | undefined, extra: Partial<AgnosticRouteObject> = {}): AgnosticRouteObject => {
    const object = { id, ...extra } as AgnosticRouteObject;
    Object.defineProperty(object, 'path', { enumerable: true, get: () => (reads++, path) });
    return object;
  };
  const routes = [
    route('root', '', {
      children: [
        route('index', undefined, { index: true }),
        route('search', 'search'),
        route('state', ':state'),
        route('county', ':stateCode/:county'),
        route('city', ':stateCode/:county/:city'),
        route('summary', ':stateCode/:county/:city/summary/:slug'),
        route('feed', ':stateCode/:county/:city/feed.rss'),
        route('splat', '*'),
      ],
    } as Partial<AgnosticRouteObject>),
  ];
  return { routes, reads: () => reads };
}

const ids = (routes: AgnosticRouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id);

describe('route matching', () => {
  it('ranks static segments over dynamic ones and decodes the path, as before', () => {
    const { routes } = countedRoutes();
    expect(ids(routes, '/')).toEqual(['root', 'index']);
    expect(ids(routes, '/search')).toEqual(['root', 'search']);
    expect(ids(routes, '/california')).toEqual(['root', 'state']);
    expect(ids(routes, '/ca/santa-clara-county/saratoga')).toEqual(['root', 'city']);
    expect(ids(routes, '/ca/santa-clara-county/saratoga/feed.rss')).toEqual(['root', 'feed']);
    expect(matchRoutes(routes, '/ca/santa-clara-county/saratoga/summary/a%20b')?.at(-1)?.params).toEqual({
      stateCode: 'ca',
      county: 'santa-clara-county',
      city: 'saratoga',
      slug: 'a b',
    });
    expect(ids(routes, '/ca/santa-clara-county/saratoga/nothing/here')).toEqual(['root', 'splat']);
  });

  it('flattens and ranks a route list once, not on every match', () => {
    const { routes, reads } = countedRoutes();
    ids(routes, '/ca/santa-clara-county/saratoga');
    const first = reads();
    for (let i = 0; i < 10; i++) expect(ids(routes, '/ca/santa-clara-county/saratoga')).toEqual(['root', 'city']);
    expect(first).toBeGreaterThan(0);
    expect(reads()).toBe(first);
  });

  it("makes a route list's data routes once for every static router of it (patches/react-router-dom+*.patch, decision 039)", async () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'city', path: ':stateCode/:county/:city' }, { id: 'state', path: ':state' }] }];
    const context = async (path: string) => (await createStaticHandler(routes).query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
    const saratoga = createStaticRouter(routes, await context('/ca/santa-clara-county/saratoga'));
    const california = createStaticRouter(routes, await context('/california'));
    expect(california.routes).toBe(saratoga.routes);
    expect(saratoga.state.matches.map((match) => match.route.id)).toEqual(['root', 'city']);
    expect(california.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ['root', { state: 'california' }],
      ['state', { state: 'california' }],
    ]);
  });
});
