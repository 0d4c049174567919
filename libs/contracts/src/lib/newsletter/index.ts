export * from './newsletter-messages';
export * from './newsletter-links';
export * from './ops';
