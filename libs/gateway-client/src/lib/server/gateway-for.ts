import { createGatewayClient, type GatewayClient } from '../gateway-client';
import { alertCalls, type AlertCalls } from './alert-calls';
import { relayHeaders } from '../relay';
import { createTransport } from '../transport';
import { gatewayFromEnv, relayingFetch } from './gateway-env';
import { newsletterLinkCalls, type NewsletterLinkCalls } from './newsletter-link-calls';
import { newsletterIssueCalls, type NewsletterIssueCalls } from './newsletter-issue-calls';
import { sessionCalls, type SessionCalls } from './session-calls';

type Env = Record<string, string | undefined>;

/** Where loaders and actions reach the gateway (the API and the content store): GATEWAY_URL. */
export function gatewayUrl(env: Env = process.env): string {
  return gatewayFromEnv(env).baseUrl;
}

/**
 * Headers naming this request's visitor (the address the gateway saw) with GATEWAY_RELAY_SECRET, so the
 * gateway's per-client limits count the visitor and not this server (decision 012). None without the secret.
 */
export function visitorHeaders(request: Request, env: Env = process.env): Record<string, string> {
  return relayHeaders(request.headers.get('x-forwarded-for'), gatewayFromEnv(env).relaySecret);
}

/**
 * Where a server reads the content API (`createContentClient(contentApiFor(request))`): the gateway's /graphql,
 * counted against the page request's visitor when there is one (decision 012), else against this server (a
 * sitemap, a feed built for no one in particular).
 */
export function contentApiFor(request?: Request, env: Env = process.env): { url: string; fetch?: typeof fetch } {
  const url = `${gatewayUrl(env)}/graphql`;
  return request ? { url, fetch: relayingFetch(visitorHeaders(request, env)) } : { url };
}

/** The headers a call on behalf of a page request carries: the visitor relay, its X-Forwarded-For and its cookies. */
function onBehalfOf(request: Request | undefined, env: Env): Record<string, string> {
  if (!request) return {};
  const headers = visitorHeaders(request, env);
  const forwardedFor = request.headers.get('x-forwarded-for');
  const cookie = request.headers.get('cookie');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (cookie) headers['cookie'] = cookie;
  return headers;
}

/** The gateway as a loader or action calls it for one page request. */
export interface RequestGateway
  extends GatewayClient, SessionCalls, NewsletterLinkCalls, NewsletterIssueCalls, AlertCalls {}

/**
 * The gateway client for a page request (server side): GATEWAY_URL from the environment; every call names
 * the visitor (relay headers, X-Forwarded-For) and carries the visitor's cookies (the session). Without a request,
 * the calls are this server's own, counted against it (a sitemap built for no one in particular).
 */
export function gatewayFor(request?: Request, env: Env = process.env): RequestGateway {
  const { baseUrl, relaySecret } = gatewayFromEnv(env);
  const options = { baseUrl, relaySecret, headers: onBehalfOf(request, env) };
  const transport = createTransport(options);
  return {
    ...createGatewayClient(options),
    ...sessionCalls(transport),
    ...newsletterLinkCalls(transport),
    ...newsletterIssueCalls(transport),
    ...alertCalls(transport),
  };
}
