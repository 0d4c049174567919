import type { HandleDocumentRequestFunction, ServerBuild } from '@remix-run/node';
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev';
import { join } from 'node:path';
import { testServerBuild } from './server-build';

export interface RemixAppUnderTest {
  build: ServerBuild;
  /** Routes that export an action, with the URL path that reaches them. */
  actionRoutes: { id: string; path: string }[];
  /** Errors Remix reported through handleError (what a 500 was about). */
  errors: unknown[];
}

type RouteModule = Record<string, unknown>;

/**
 * A Remix server build of an app's routes, from source, as `remix vite:build` would lay them out
 * (flat routes, spec files ignored). Documents are not rendered: the stub answers with the status Remix
 * chose, so every request still runs the CSRF check, the action and the loaders, only faster.
 */
export function loadRemixApp(appDirectory: string): RemixAppUnderTest {
  const manifest = flatRoutes(appDirectory, ['**/*.spec.*']);
  const load = (file: string) => require(join(appDirectory, file)) as RouteModule;
  const routes: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: load('root.tsx') as never },
  };
  for (const entry of Object.values(manifest)) {
    routes[entry.id] = {
      id: entry.id,
      parentId: entry.parentId ?? 'root',
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: load(entry.file) as never,
    };
  }
  const errors: unknown[] = [];
  const stubDocument: HandleDocumentRequestFunction = (_request, status, headers) =>
    new Response(null, { status, headers });
  const build = testServerBuild({
    routes,
    document: stubDocument,
    handleError: (error) => void errors.push(error),
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true },
  });
  const actionRoutes = Object.values(manifest)
    .filter((entry) => typeof routes[entry.id]?.module.action === 'function')
    .map((entry) => ({ id: entry.id, path: `/${entry.path ?? ''}` }));
  return { build, actionRoutes, errors };
}
