export { hydrateDocument } from './lib/hydrate-document';
export { AppDocument, documentLayout, type AppDocumentProps } from './lib/app-document';
export { isNotFound, rootLinks, rootMeta, RootErrorBoundary, RootOutlet } from './lib/root-route';
export { NotFound, notFoundLoader } from './lib/not-found-route';
export { siteLinkFor } from './lib/site-link';
export { ownsPath } from './lib/owns-path';
export type { ShellData } from './lib/shell-data';
