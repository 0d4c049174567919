import type { HandleDocumentRequestFunction, ServerBuild } from '@remix-run/node';

export interface TestBuildOptions {
  /** Route modules by id; `root` is the root route. */
  routes: ServerBuild['routes'];
  /** Renders the document (entry.server's default export). */
  document: HandleDocumentRequestFunction;
  handleError?: (error: unknown) => void;
  future?: Record<string, boolean>;
}

/** A Remix server build of the given routes, shaped as `remix vite:build` writes it, for tests of the server. */
export function testServerBuild({ routes, document, handleError, future = {} }: TestBuildOptions): ServerBuild {
  return {
    mode: 'production',
    entry: { module: { default: document, handleError } },
    routes,
    assets: {
      url: '/_test/assets/manifest.js',
      version: '1',
      entry: { module: '/_test/assets/entry.js', imports: [] },
      routes: {},
    },
    publicPath: '/_test/',
    assetsBuildDirectory: 'build/client',
    future,
    isSpaMode: false,
  } as unknown as ServerBuild;
}
