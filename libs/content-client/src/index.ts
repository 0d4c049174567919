export * from './lib/summary-date';
export { renderMarkdown, sanitizeSchema, type RenderedMarkdown } from './lib/markdown';
export type { TocGroup, TocItem } from './lib/toc';
