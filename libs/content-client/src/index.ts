export * from './lib/summary-date';
export { CONTENT_ID_PREFIX, renderMarkdown, sanitizeSchema, type RenderedMarkdown } from './lib/markdown';
export type { TocGroup, TocItem } from './lib/toc';
export * from './lib/queries-input';
export * from './lib/dto';
export * from './lib/content-error';
export {
  createContentClient,
  DEFAULT_CONTENT_TIMEOUT_MS,
  PREVIEW_SECRET_HEADER,
  type CityPageInput,
  type ContentClient,
  type ContentClientOptions,
} from './lib/content-client';
export * from './lib/documents/fragments';
export * from './lib/documents/listing-documents';
export * from './lib/documents/article-documents';
export * from './lib/documents/page-documents';
export * from './lib/documents/summary-year-documents';
export * from './lib/documents/city-page-documents';
export type * from './lib/documents/result-types';
