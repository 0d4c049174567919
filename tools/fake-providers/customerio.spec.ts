import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const SERVER = join(__dirname, 'server.mjs');
const SLOW_MS = 300;

/** FAKE_CUSTOMERIO as the module exports it (plain ESM for node, read in a child process). */
const credentials: { siteId: string; apiKey: string; appApiKey: string } = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { FAKE_CUSTOMERIO } from ${JSON.stringify(pathToFileURL(join(__dirname, 'customerio.mjs')).href)};
console.log(JSON.stringify(FAKE_CUSTOMERIO));`,
    ],
    { encoding: 'utf8' },
  ),
);
const basic = (siteId: string, apiKey: string) => `Basic ${Buffer.from(`${siteId}:${apiKey}`).toString('base64')}`;
const trackAuth = () => basic(credentials.siteId, credentials.apiKey);
const appAuth = () => `Bearer ${credentials.appApiKey}`;

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, FAKE_PROVIDERS_PORT: '0', FAKE_PROVIDERS_SLOW_MS: String(SLOW_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((done, fail) => {
    if (!child.stdout) return fail(new Error('fake providers: no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = line.match(/listening on (http:\/\/\S+)/);
      if (found) done(found[1]);
    });
    child.once('exit', (code) => fail(new Error(`fake providers exited (${code})`)));
  });
});

afterAll(
  () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
);

const control = async (path: string, body: unknown = {}) => {
  const response = await fetch(`${url}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};
const accepted = async (what: 'entities' | 'emails') =>
  (await (await fetch(`${url}/__control/customerio/${what}`)).json()) as Record<string, unknown>[];

beforeEach(() => control('reset'));

/** A POST as the gateway sends it: JSON body (or raw text), the given headers. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

const identify = {
  type: 'person',
  identifiers: { email: 'reader@example.com' },
  action: 'identify',
  attributes: { email: 'reader@example.com', city: 'Saratoga' },
};
const event = {
  type: 'person',
  identifiers: { email: 'reader@example.com' },
  action: 'event',
  name: 'newsletter_subscribed',
  attributes: { city: 'Saratoga', county: 'Santa Clara County', state: 'California' },
};
const erase = { type: 'person', identifiers: { id: 'subscriber-7' }, action: 'delete' };
const sendEntity = (body: unknown, key = 'key-1', authorization = trackAuth()) =>
  post('/api/v2/entity', body, { authorization, 'idempotency-key': key });

const rendered = {
  to: 'reader@example.com',
  identifiers: { email: 'reader@example.com' },
  from: 'CivicBrief <news@civicbrief.example>',
  subject: 'Saratoga this week',
  body: '<p>Hello</p>',
  body_plain: 'Hello',
  headers: { 'List-Unsubscribe': '<https://civicbrief.example/u/1>' },
};
const sendEmail = (body: unknown, authorization = appAuth()) => post('/v1/send/email', body, { authorization });

describe('fake Customer.io: Track API v2 entity endpoint', () => {
  it('accepts identify, event and delete with 200 {} and keeps each call with its Idempotency-Key', async () => {
    for (const [index, entity] of [identify, event, erase].entries()) {
      const answer = await sendEntity(entity, `key-${index}`);
      expect(answer).toMatchObject({ status: 200, json: {} });
    }
    expect(await accepted('entities')).toEqual([
      { idempotencyKey: 'key-0', entity: identify },
      { idempotencyKey: 'key-1', entity: event },
      { idempotencyKey: 'key-2', entity: erase },
    ]);
    // The same key again is a second call: the fake keeps both, so a test can count redeliveries.
    await sendEntity(identify, 'key-0');
    expect((await accepted('entities')).map((call) => call['idempotencyKey'])).toEqual([
      'key-0',
      'key-1',
      'key-2',
      'key-0',
    ]);
  });

  it('keeps a call without an Idempotency-Key with a null key', async () => {
    expect((await post('/api/v2/entity', identify, { authorization: trackAuth() })).status).toBe(200);
    expect(await accepted('entities')).toEqual([{ idempotencyKey: null, entity: identify }]);
  });

  it('answers 401 {meta: {error}} without Basic auth or with another site id or key, and keeps nothing', async () => {
    const refusals = [
      await post('/api/v2/entity', identify),
      await sendEntity(identify, 'k', basic(credentials.siteId, 'wrong-key')),
      await sendEntity(identify, 'k', basic('other-site', credentials.apiKey)),
      await sendEntity(identify, 'k', `Bearer ${credentials.apiKey}`),
    ];
    for (const answer of refusals)
      expect(answer).toMatchObject({ status: 401, json: { meta: { error: expect.any(String) } } });
    expect(await accepted('entities')).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"type": "person", ', ''],
    ['a JSON array', [identify], ''],
    ['an unknown type', { ...identify, type: 'company' }, 'type'],
    ['an unknown action', { ...identify, action: 'subscribe' }, 'action'],
    ['no identifiers', { type: 'person', action: 'identify', attributes: {} }, 'identifiers'],
    ['two identifiers', { ...identify, identifiers: { email: 'a@example.com', id: '7' } }, 'identifiers'],
    ['a blank email', { ...identify, identifiers: { email: ' ' } }, 'identifiers'],
    ['an email that is none', { ...identify, identifiers: { email: 'not-an-address' } }, 'identifiers'],
    ['an event without a name', { ...event, name: undefined }, 'name'],
    ['attributes that are no object', { ...identify, attributes: ['city'] }, 'attributes'],
    [
      'more than 300 attributes',
      { ...identify, attributes: Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`a${i}`, i])) },
      'attributes',
    ],
    ['a body over 32 KB', { ...identify, attributes: { notes: 'x'.repeat(33 * 1024) } }, ''],
  ])('answers 400 {errors: [{reason, field, message}]} for %s', async (_, body, field) => {
    const answer = await sendEntity(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      errors: [{ reason: expect.any(String), field, message: expect.any(String) }],
    });
    expect(await accepted('entities')).toEqual([]);
  });

  it('answers other methods 405 and other Track API v2 paths 404', async () => {
    expect((await fetch(`${url}/api/v2/entity`, { headers: { authorization: trackAuth() } })).status).toBe(405);
    expect((await sendEntity(identify)).status).toBe(200);
    expect((await post('/api/v2/batch', { batch: [identify] }, { authorization: trackAuth() })).status).toBe(404);
  });
});

describe('fake Customer.io: App API transactional email', () => {
  it('accepts a rendered mail with 200 {delivery_id, queued_at} and keeps it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await sendEmail(rendered);
    expect(answer.status).toBe(200);
    const sent = answer.json as { delivery_id: string; queued_at: number };
    expect(Object.keys(sent).sort()).toEqual(['delivery_id', 'queued_at']);
    expect(sent.delivery_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(Number.isInteger(sent.queued_at)).toBe(true);
    expect(sent.queued_at).toBeGreaterThanOrEqual(before);
    expect(sent.queued_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(await accepted('emails')).toEqual([
      { deliveryId: sent.delivery_id, queuedAt: sent.queued_at, message: rendered },
    ]);
  });

  it('accepts a template send (transactional_message_id, message_data) and gives each send its own delivery id', async () => {
    const templated = {
      to: 'reader@example.com',
      identifiers: { id: 'subscriber-7' },
      transactional_message_id: 'confirm-subscription',
      message_data: { city: 'Saratoga' },
    };
    const first = await sendEmail(templated);
    const second = await sendEmail({ ...templated, transactional_message_id: 12 });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((first.json as { delivery_id: string }).delivery_id).not.toBe(
      (second.json as { delivery_id: string }).delivery_id,
    );
    expect((await accepted('emails')).map((sent) => sent['message'])).toEqual([
      templated,
      { ...templated, transactional_message_id: 12 },
    ]);
  });

  it('answers 401 {meta: {error}} without the App API key or with the Track API key, and keeps nothing', async () => {
    for (const authorization of ['', 'Bearer wrong-key', trackAuth(), `Bearer ${credentials.apiKey}`]) {
      const answer = await sendEmail(rendered, authorization);
      expect(answer).toMatchObject({ status: 401, json: { meta: { error: expect.any(String) } } });
    }
    expect(await accepted('emails')).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"to": '],
    ['no to', { ...rendered, to: undefined }],
    ['no identifiers', { ...rendered, identifiers: undefined }],
    ['identifiers naming nobody', { ...rendered, identifiers: { name: 'Reader' } }],
    ['neither a template nor a body', { ...rendered, body: undefined }],
    ['no subject without a template', { ...rendered, subject: undefined }],
    ['no from without a template', { ...rendered, from: undefined }],
    ['headers that are no strings', { ...rendered, headers: { 'X-Count': 3 } }],
    ['body_plain that is no text', { ...rendered, body_plain: ['Hello'] }],
    ['message_data that is no object', { ...rendered, message_data: 'city' }],
  ])('answers 400 {meta: {error}} for %s', async (_, body) => {
    const answer = await sendEmail(body);
    expect(answer).toMatchObject({ status: 400, json: { meta: { error: expect.any(String) } } });
    expect(await accepted('emails')).toEqual([]);
  });

  it('names the missing field in the error', async () => {
    expect((await sendEmail({ ...rendered, to: undefined })).json).toEqual({
      meta: { error: 'missing required field: to' },
    });
  });
});

describe('fake Customer.io: modes', () => {
  it('is one provider of the control API, counted in its requests', async () => {
    await sendEntity(identify);
    await sendEmail(rendered);
    const requests = (await (await fetch(`${url}/__control/requests`)).json()) as { provider: string; path: string }[];
    expect(requests.map(({ provider, path }) => [provider, path])).toEqual([
      ['customerio', '/api/v2/entity'],
      ['customerio', '/v1/send/email'],
    ]);
  });

  it("'error': 500 with each API's error shape, accepting nothing; ok again after count", async () => {
    await control('mode', { provider: 'customerio', mode: 'error', count: 2 });
    expect(await sendEntity(identify)).toMatchObject({
      status: 500,
      json: { errors: [{ reason: expect.any(String), message: expect.any(String) }] },
    });
    expect(await sendEmail(rendered)).toMatchObject({ status: 500, json: { meta: { error: expect.any(String) } } });
    expect(await accepted('entities')).toEqual([]);
    expect(await accepted('emails')).toEqual([]);
    expect((await sendEntity(identify)).status).toBe(200);
  });

  it("'empty': 200 {} for both (the send without its delivery id)", async () => {
    await control('mode', { provider: 'customerio', mode: 'empty' });
    expect(await sendEntity(identify)).toMatchObject({ status: 200, json: {} });
    expect(await sendEmail(rendered)).toMatchObject({ status: 200, json: {} });
  });

  it("'empty' still refuses what the API refuses", async () => {
    await control('mode', { provider: 'customerio', mode: 'empty' });
    expect((await sendEntity(identify, 'k', basic('other-site', 'other-key'))).status).toBe(401);
    expect((await sendEmail({ ...rendered, to: undefined })).status).toBe(400);
  });

  it("'malformed': 200 with a body that is not JSON", async () => {
    await control('mode', { provider: 'customerio', mode: 'malformed' });
    const answer = await sendEntity(identify);
    expect(answer.status).toBe(200);
    expect(answer.json).toBeUndefined();
  });

  it("'slow': the answer comes after FAKE_PROVIDERS_SLOW_MS, and then counts", async () => {
    await control('mode', { provider: 'customerio', mode: 'slow', count: 1 });
    const started = Date.now();
    expect(await sendEntity(identify)).toMatchObject({ status: 200, json: {} });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 20);
    expect(await accepted('entities')).toHaveLength(1);
  });

  it("'*' switches it too; reset forgets its accepted calls", async () => {
    await sendEmail(rendered);
    await control('mode', { provider: '*', mode: 'error' });
    expect((await sendEntity(identify)).status).toBe(500);
    await control('reset');
    expect(await accepted('emails')).toEqual([]);
    expect((await sendEntity(identify)).status).toBe(200);
  });

  it('leaves the neighbours on /v1/ and /api/v1/ to WeatherAPI and the Urban Institute', async () => {
    await control('mode', { provider: 'customerio', mode: 'error' });
    expect((await fetch(`${url}/v1/forecast.json?key=k&q=37.26,-122.03&days=1`)).status).toBe(200);
    expect((await fetch(`${url}/api/v1/schools/ccd/directory/2022/?fips=6&city_location=SARATOGA`)).status).toBe(200);
  });
});
