export * from './lib/messages';
export * from './lib/health';
export * from './lib/content/content-schema';
