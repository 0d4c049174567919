export * from './pages';
export * from './accounts';
export * from './intake';
export * from './demo-requests';
export * from './survey-responses';
export * from './alerts';
export * from './newsletter-issues';
