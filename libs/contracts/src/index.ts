// First: configures zod before any schema below is built (see the module).
import './lib/zod-setup';
export * from './lib/messages';
export * from './lib/health';
export * from './lib/content/content-schema';
export * from './lib/content/page-input';
export * from './lib/content/content-extra';
export * from './lib/content/key-contacts';
export * from './lib/content/news-feed';
export * from './lib/routing/page-owners';
export * from './lib/routing/fresh-render';
export * from './lib/auth';
export * from './lib/intake';
export * from './lib/newsletter';
export * from './lib/providers';
export * from './lib/surveys';
export * from './lib/alerts/alerts';
export * from './lib/search/search';
