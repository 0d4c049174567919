import type { FakeAnswer } from './fake-gateway';

const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Refused', message },
});
const accepted: FakeAnswer = { status: 200, body: { ok: true, id: 'fuzz' } };

/** A link token `valid-<purpose>` is good for that page; anything else is a bad link. */
function linkAnswer(url: URL): FakeAnswer {
  const purpose = /^valid-(confirm|unsubscribe|data|newsletter)$/.exec(url.searchParams.get('token') ?? '')?.[1];
  if (!purpose) return refused(400, 'This link is not valid');
  const cities = purpose === 'newsletter' ? { cities: [{ city: 'Saratoga', state: 'CA' }] } : {};
  return {
    status: 200,
    body: { purpose, status: 'active', city: 'Saratoga', state: 'CA', frequency: 'weekly', ...cities },
  };
}

const fuzzAlert = {
  id: '00000000-0000-4000-8000-000000000001',
  q: 'zoning',
  state: 'ca',
  city: 'saratoga',
  type: null,
  from: null,
  to: null,
  frequency: 'daily',
  status: 'active',
};

/** An alert link token `valid-alert-<purpose>` is good for that page (topic alerts, decision 036). */
function alertLinkAnswer(url: URL): FakeAnswer {
  const purpose = /^valid-alert-(confirm|unsubscribe|manage)$/.exec(url.searchParams.get('token') ?? '')?.[1];
  if (!purpose) return refused(400, 'This link is not valid');
  return { status: 200, body: { purpose, alert: fuzzAlert } };
}

/**
 * What the gateway answers each call the apps' page actions make, in the shapes of its contracts: for a fuzz of every
 * page action (`startFakeGateway({ fallback: pageActionAnswer })`), so each action gets past its gateway call.
 */
export function pageActionAnswer(method: string, url: URL): FakeAnswer {
  const route = `${method} ${url.pathname}`;
  if (method === 'POST' && /^\/api\/(customerio|rds)\//.test(url.pathname)) return accepted;
  switch (route) {
    case 'GET /api/customerio/customersAttributes':
      return refused(404, 'Not found');
    case 'GET /api/newsletter/link':
      return linkAnswer(url);
    case 'POST /api/newsletter/confirm':
    case 'POST /api/newsletter/unsubscribe':
      return { status: 200, body: { status: 'active', changed: true } };
    case 'POST /api/newsletter/frequency':
      return { status: 200, body: { frequency: 'daily', changed: true } };
    case 'POST /api/newsletter/erase':
      return { status: 200, body: { erased: { people: 1, subscribers: 1, leads: 0, events: 0 } } };
    case 'POST /api/alerts':
      return { status: 200, body: { ok: true, id: 'fuzz' } };
    case 'GET /api/alerts/link':
      return alertLinkAnswer(url);
    case 'POST /api/alerts/confirm':
    case 'POST /api/alerts/unsubscribe':
      return { status: 200, body: { status: 'active', changed: true } };
    case 'GET /api/alerts/manage':
    case 'POST /api/alerts/manage':
      return { status: 200, body: { email: 'fuzz@example.com', alerts: [fuzzAlert], token: 'valid-alert-manage' } };
    case 'POST /api/auth/login':
      return refused(401, 'Invalid email or password');
    case 'POST /api/auth/logout':
      return { status: 200, body: { ok: true }, headers: { 'set-cookie': 'cb_session=; Max-Age=0; Path=/' } };
    case 'GET /api/auth/session':
      return refused(401, 'Not signed in');
    default:
      return refused(404, `no fake answer for ${route}`);
  }
}
