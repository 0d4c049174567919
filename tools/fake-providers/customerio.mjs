// Customer.io (provider 'customerio'), the two endpoints the gateway calls, as they answer:
// - the Track API v2 entity endpoint (track.customer.io POST /api/v2/entity): HTTP Basic site id : Track API key,
//   a JSON body `{type, identifiers, action, ...}` under 32 KB; 200 `{}` when accepted, 400
//   `{errors: [{reason, field, message}]}` for a body it refuses, 401 `{meta: {error}}` for missing or wrong keys;
// - the App API's transactional email (api.customer.io POST /v1/send/email): Bearer App API key, a body with `to`,
//   `identifiers` and either `transactional_message_id` or `body` + `subject` + `from`; 200 `{delivery_id, queued_at}`
//   (Unix seconds), 400 and 401 `{meta: {error}}`.
// Only FAKE_CUSTOMERIO's credentials are accepted. Accepted calls are kept, in arrival order, for the control API:
// GET /__control/customerio/entities ({idempotencyKey, entity}) and GET /__control/customerio/emails
// ({deliveryId, queuedAt, message}).
import { randomBytes } from 'node:crypto';

/** The only credentials the fake accepts (npm run start:offline gives the gateway the Track API pair). */
export const FAKE_CUSTOMERIO = Object.freeze({
  siteId: 'offline-cio-site',
  apiKey: 'offline-cio-track-key',
  appApiKey: 'offline-cio-app-key',
});

const ENTITY = '/api/v2/entity';
const SEND_EMAIL = '/v1/send/email';
/** Customer.io's documented limit of one entity request. */
const MAX_ENTITY_BYTES = 32 * 1024;
/** "cannot identify more than 300 attributes in one request" (Customer.io's invalid Track API requests). */
const MAX_ATTRIBUTES = 300;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PERSON_ACTIONS = [
  'identify',
  'delete',
  'event',
  'screen',
  'page',
  'add_relationships',
  'delete_relationships',
  'add_device',
  'delete_device',
  'merge',
  'suppress',
  'unsuppress',
];
const ACTIONS = {
  person: PERSON_ACTIONS,
  object: ['identify', 'identify_anonymous', 'delete', 'add_relationships', 'delete_relationships'],
  delivery: ['event'],
};
const NAMED_ACTIONS = new Set(['event', 'screen', 'page']);

export const isCustomerioPath = (path) => path.startsWith('/api/v2/') || path.startsWith('/v1/send/');

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';
const appError = (message) => ({ meta: { error: message } });
const unauthorized = () => [401, appError('Unauthorized request')];
const refusal = (reason, field, message) => [400, { errors: [{ reason, field, message }] }];

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A person's identifiers: exactly one of id, email, phone or cio_id; a message when they are not. */
function personIdentifiersError(identifiers) {
  if (!isObject(identifiers)) return 'identifiers is required and must be an object';
  const keys = Object.keys(identifiers);
  if (keys.length !== 1 || !['id', 'email', 'phone', 'cio_id'].includes(keys[0]))
    return 'identifiers must hold exactly one of id, email, phone or cio_id';
  const value = identifiers[keys[0]];
  if (keys[0] === 'id' ? !(isText(value) || Number.isFinite(value)) : !isText(value))
    return `identifiers.${keys[0]} cannot be blank`;
  if (keys[0] === 'email' && !EMAIL.test(value)) return 'identifiers.email is not a valid email address';
  return null;
}

/** What the Track API answers an entity body: [status, body], and whether it was accepted. */
function entityAnswer(text) {
  if (Buffer.byteLength(text) > MAX_ENTITY_BYTES)
    return refusal('too_large', '', 'the request must be smaller than 32kb');
  const entity = parse(text);
  if (!isObject(entity)) return refusal('invalid', '', 'the request body must be a JSON object');
  const actions = ACTIONS[entity.type];
  if (!actions) return refusal('invalid', 'type', 'type must be one of person, object or delivery');
  if (!actions.includes(entity.action))
    return refusal('invalid', 'action', `action must be one of ${actions.join(', ')} for type ${entity.type}`);
  if (entity.type === 'person' && entity.action === 'merge') {
    if (personIdentifiersError(entity.primary) || personIdentifiersError(entity.secondary))
      return refusal('invalid', 'primary', 'merge needs a primary and a secondary person, one identifier each');
  } else if (entity.type === 'person') {
    const error = personIdentifiersError(entity.identifiers);
    if (error) return refusal(isObject(entity.identifiers) ? 'invalid' : 'required', 'identifiers', error);
  } else if (!isObject(entity.identifiers) || Object.keys(entity.identifiers).length === 0) {
    return refusal('required', 'identifiers', 'identifiers is required and must be an object');
  }
  if (NAMED_ACTIONS.has(entity.action) && !isText(entity.name))
    return refusal('required', 'name', 'name cannot be blank');
  if (entity.attributes !== undefined && !isObject(entity.attributes))
    return refusal('invalid', 'attributes', 'attributes must be an object');
  if (entity.action === 'identify' && Object.keys(entity.attributes ?? {}).length > MAX_ATTRIBUTES)
    return refusal('invalid', 'attributes', `cannot identify more than ${MAX_ATTRIBUTES} attributes in one request`);
  if (entity.cio_relationships !== undefined && !Array.isArray(entity.cio_relationships))
    return refusal('invalid', 'cio_relationships', 'cio_relationships must be an array');
  return [200, {}];
}

/** Why the App API refuses a transactional email body, or null when it takes it. */
function emailError(message) {
  if (!isObject(message)) return 'the request body must be a JSON object';
  if (!isText(message.to)) return 'missing required field: to';
  if (!isObject(message.identifiers)) return 'missing required field: identifiers';
  const keys = Object.keys(message.identifiers);
  if (keys.length !== 1 || !['id', 'email', 'cio_id'].includes(keys[0]))
    return 'identifiers must contain exactly one of id, email or cio_id';
  const templated = message.transactional_message_id;
  if (templated === undefined) {
    for (const field of ['body', 'subject', 'from'])
      if (!isText(message[field])) return `missing required field: ${field} (or a transactional_message_id)`;
  } else if (!(isText(templated) || Number.isInteger(templated))) {
    return 'transactional_message_id must be a template id or trigger name';
  }
  for (const field of ['body_plain', 'body_amp', 'reply_to', 'bcc', 'preheader', 'language'])
    if (message[field] !== undefined && typeof message[field] !== 'string') return `${field} must be a string`;
  if (message.headers !== undefined) {
    if (!isObject(message.headers)) return 'headers must be an object';
    if (Object.values(message.headers).some((value) => typeof value !== 'string'))
      return 'headers values must be strings';
  }
  if (message.message_data !== undefined && !isObject(message.message_data)) return 'message_data must be an object';
  if (message.send_at !== undefined && !Number.isInteger(message.send_at))
    return 'send_at must be a Unix timestamp in seconds';
  return null;
}

/** Customer.io's delivery ids: opaque, URL-safe base64 of about 28 characters. */
const deliveryId = () => randomBytes(21).toString('base64url');

/**
 * The answer in 'ok' mode: [status, body]. `keep.entity({idempotencyKey, entity})` and
 * `keep.email({deliveryId, queuedAt, message})` receive what was accepted.
 */
export function customerioAnswer(method, url, headers, text, keep) {
  const path = url.pathname;
  const authorization = headers.authorization ?? '';
  if (path === ENTITY) {
    if (method !== 'POST') return [405, { errors: [{ reason: 'method_not_allowed', message: 'POST only' }] }];
    const expected = Buffer.from(`${FAKE_CUSTOMERIO.siteId}:${FAKE_CUSTOMERIO.apiKey}`).toString('base64');
    if (authorization !== `Basic ${expected}`) return unauthorized();
    const answer = entityAnswer(text);
    if (answer[0] === 200) {
      const key = headers['idempotency-key'];
      keep.entity({ idempotencyKey: (Array.isArray(key) ? key[0] : key) ?? null, entity: JSON.parse(text) });
    }
    return answer;
  }
  if (path === SEND_EMAIL) {
    if (method !== 'POST') return [405, appError('Method Not Allowed')];
    if (authorization !== `Bearer ${FAKE_CUSTOMERIO.appApiKey}`) return unauthorized();
    const message = parse(text);
    const error = emailError(message);
    if (error) return [400, appError(error)];
    const sent = { delivery_id: deliveryId(), queued_at: Math.floor(Date.now() / 1000) };
    keep.email({ deliveryId: sent.delivery_id, queuedAt: sent.queued_at, message });
    return [200, sent];
  }
  // Customer.io answers a misspelt transactional send URI 405; the fake has no other send (push, SMS...) either.
  return path.startsWith('/v1/send/') ? [405, appError('Method Not Allowed')] : [404, appError('Not Found')];
}

/** 'empty': a 200 with nothing in it (the entity endpoint's `{}` as it is; a send without its delivery id). */
export const emptyCustomerio = () => ({});

/** Its error body for a failure switched on by /__control/mode: the App API's `meta`, the Track API v2's `errors`. */
export const customerioError = (status, path) =>
  path.startsWith('/v1/send/')
    ? appError(status === 429 ? 'Too Many Requests' : 'Internal Server Error')
    : { errors: [{ reason: status === 429 ? 'rate_limited' : 'internal', message: 'internal server error' }] };
