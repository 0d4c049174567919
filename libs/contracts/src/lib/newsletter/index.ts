export * from './newsletter-messages';
export * from './newsletter-links';
export * from './ops';
export * from './digest-issues';
