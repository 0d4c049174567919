export * from './lib/messages';
export * from './lib/health';
