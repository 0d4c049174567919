// Server-side entry (Remix loaders and actions): reads the environment and relays the visitor; never in a browser bundle.
export { contentApiFor, gatewayFor, gatewayUrl, visitorHeaders, type RequestGateway } from './lib/server/gateway-for';
export { gatewayFromEnv, relayingFetch } from './lib/server/gateway-env';
export { badLink, type LinkOutcome, type NewsletterLinkCalls } from './lib/server/newsletter-link-calls';
export type { LoginOutcome, SessionCalls } from './lib/server/session-calls';
export { alertCalls, badAlertLink, type AlertCalls, type AlertOutcome } from './lib/server/alert-calls';
export type { NewsletterIssueCalls } from './lib/server/newsletter-issue-calls';
