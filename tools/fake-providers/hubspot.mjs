// HubSpot's Forms API v3 submission endpoint (api.hsforms.com POST /submissions/v3/integration/submit/{portalId}/{formGuid},
// and its authenticated twin under /integration/secure/submit/), as it answers: 200 {inlineMessage} for an accepted
// submission; 400 {status, message, correlationId, errors: [{message, errorType}]} for a body it refuses; 404 for a
// path that names no form. Accepted submissions are kept (GET /__control/submissions) so tests can count deliveries.
import { randomUUID } from 'node:crypto';

const SUBMIT = /^\/submissions\/v3\/integration\/(?:secure\/)?submit\/([^/]+)\/([^/]+)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isHubspotPath = (path) => path.startsWith('/submissions/v3/');

const refusal = (errors) => [
  400,
  { status: 'error', message: 'The request is not valid', correlationId: randomUUID(), errors },
];
const fieldError = (name, message, errorType) => ({ message: `Error in 'fields.${name}'. ${message}`, errorType });

/** What HubSpot answers for a body: [status, body] plus the accepted submission, or null. */
function validate(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return [refusal([{ message: 'Invalid input JSON on line 1', errorType: 'INVALID_JSON' }]), null];
  }
  const fields = body?.fields;
  if (
    !Array.isArray(fields) ||
    fields.some((field) => typeof field?.name !== 'string' || typeof field?.value !== 'string')
  ) {
    return [
      refusal([{ message: "Error in 'fields'. Each field needs a name and a text value", errorType: 'INVALID_INPUT' }]),
      null,
    ];
  }
  if (fields.length > 1000)
    return [refusal([{ message: 'Too many fields', errorType: 'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED' }]), null];
  const email = fields.find((field) => field.name === 'email')?.value;
  if (email === undefined)
    return [refusal([fieldError('email', "Required field 'email' is missing", 'REQUIRED_FIELD')]), null];
  if (!EMAIL.test(email)) return [refusal([fieldError('email', 'Invalid email address', 'INVALID_EMAIL')]), null];
  return [[200, { inlineMessage: 'Thanks for submitting the form.' }], body];
}

/** The answer in 'ok' mode: [status, body]; `accept` keeps an accepted submission with its portal and form. */
export function hubspotAnswer(method, url, text, accept) {
  const match = SUBMIT.exec(url.pathname);
  if (!match) return [404, { status: 'error', message: 'Resource not found', correlationId: randomUUID() }];
  if (method !== 'POST') return [405, { status: 'error', message: 'Method Not Allowed', correlationId: randomUUID() }];
  const [portalId, formGuid] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
  if (!/^[0-9]+$/.test(portalId) || !/^[0-9a-fA-F-]{8,64}$/.test(formGuid)) {
    return [
      404,
      { status: 'error', message: `Form ${formGuid} of portal ${portalId} was not found`, correlationId: randomUUID() },
    ];
  }
  const [answer, submission] = validate(text);
  if (submission) accept({ portalId, formGuid, submission });
  return answer;
}

/** 'empty': HubSpot's answer without an inline message (a form set to redirect answers a redirectUri instead). */
export const emptyHubspot = () => ({});

/** Its error body for a failure switched on by /__control/mode. */
export const hubspotError = (status) => ({
  status: 'error',
  message: status === 429 ? 'You have reached your secondly limit.' : 'internal error',
  correlationId: randomUUID(),
});
