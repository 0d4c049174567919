import { createIntakeClient, type IntakeCalls } from '@civicbrief/gateway-client';

let sameOrigin: IntakeCalls | null = null;

/**
 * The browser's client of the forms: the spec's intake calls go to the page's own origin (the gateway is the front
 * door). In a module of its own, so a page whose forms post to their route's action loads none of the gateway
 * client; and only the intake calls, so a form page loads none of the other calls' schemas (decision 021).
 */
export function browserClient(): IntakeCalls {
  sameOrigin ??= createIntakeClient({ baseUrl: '' });
  return sameOrigin;
}
