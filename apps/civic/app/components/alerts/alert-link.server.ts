import type { AlertLinkResult, AlertStatusResult } from '@civicbrief/contracts';
import { badAlertLink, gatewayFor, type AlertOutcome, type RequestGateway } from '@civicbrief/gateway-client/server';
import { json } from '@remix-run/node';
import { privateHeaders } from '../../lib/cache-policy.server';
import { tokenOf } from '../newsletter-links/link-token.server';

/** The loader of an alert's link page (confirm, unsubscribe): what the link is about, or why it is no good. Changes nothing. */
export async function loadAlertLink(request: Request, purpose: AlertLinkResult['purpose']) {
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).lookUpAlertLink(token, purpose) : badAlertLink();
  if (!outcome.ok)
    return json({ token, problem: outcome.message, alert: null }, { status: outcome.status, headers: privateHeaders });
  return json({ token, problem: null, alert: outcome.data.alert }, { headers: privateHeaders });
}

/** The action of an alert's link page: the posted token's one change, and what to say once done. */
export async function postAlertLink(
  request: Request,
  change: (gateway: RequestGateway, token: string) => Promise<AlertOutcome<AlertStatusResult>>,
  doneText: (result: AlertStatusResult) => string,
) {
  const token = tokenOf(request, await request.formData());
  const outcome = token ? await change(gatewayFor(request), token) : badAlertLink();
  if (!outcome.ok)
    return json({ problem: outcome.message, done: null }, { status: outcome.status, headers: privateHeaders });
  return json({ problem: null, done: doneText(outcome.data) }, { headers: privateHeaders });
}
