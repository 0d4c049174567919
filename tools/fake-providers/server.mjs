#!/usr/bin/env node
// One local HTTP server that answers like the outside providers of decision 023, at their real paths:
// api.weather.gov (NWS), api.weatherapi.com, educationdata.urban.org, gs-api.greatschools.org and
// api.petfinder.com (its OAuth token endpoint included), and map tiles at /tiles/{z}/{x}/{y}.png (tiles.mjs).
// Point every *_URL of the gateway at it. Loopback only.
//
// Switches, per provider (nws, weatherapi, urban, greatschools, petfinder and those below) or '*':
//   POST /__control/mode   {"provider":"nws","mode":"error"|"slow"|"malformed"|"empty"|"ok","count":2}
//                          (count: the next N requests, then ok again; without it, until changed)
//   POST /__control/reset  back to ok, requests and accepted calls forgotten, tokens kept
//   POST /__control/expire-tokens  every Petfinder token issued so far is refused (401) from now on
//   POST /__control/today  {"date":"2026-03-02"}  the first forecast day (default: today, UTC)
//   GET  /__control/requests  [{provider, method, path, status}] in arrival order
// Zillow's listing search on RapidAPI at /propertyExtendedSearch (zillow.mjs, provider 'zillow') and the Census ACS
// 5-year API under /data/ (census.mjs, provider 'census').
// News feeds under /feeds/ (feeds.mjs, provider 'feeds').
// HubSpot's form submissions at /submissions/v3/integration/submit/{portalId}/{formGuid} (hubspot.mjs, provider 'hubspot');
//   GET /__control/submissions  the submissions it accepted, in arrival order.
// Customer.io's Track API v2 entity endpoint at /api/v2/entity and the App API's transactional email at /v1/send/email
// (customerio.mjs, provider 'customerio'; only the credentials of FAKE_CUSTOMERIO there);
//   GET /__control/customerio/entities  the entity calls it accepted, each with its Idempotency-Key, in arrival order;
//   GET /__control/customerio/emails    the transactional emails it accepted, each with its delivery_id.
// Environment of the command: FAKE_PROVIDERS_PORT (default 4010), FAKE_PROVIDERS_SLOW_MS (default 30000),
// FAKE_PROVIDERS_HOST (default 127.0.0.1; another loopback address such as 127.0.0.2 for the feed SSRF tests).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  greatSchoolsList,
  greatSchoolsMetrics,
  nwsForecast,
  nwsPoint,
  petfinderAnimals,
  urbanDirectory,
  weatherApiForecast,
} from './answers.mjs';
import { isTilePath, tileAnswer } from './tiles.mjs';
import { emptyFeed, feedAnswer, forcedFeedMode } from './feeds.mjs';
import { emptyZillowSearch, isZillowPath, zillowAnswer } from './zillow.mjs';
import { censusAnswer, emptyCensus, isCensusPath } from './census.mjs';
import { emptyHubspot, hubspotAnswer, hubspotError, isHubspotPath } from './hubspot.mjs';
import { customerioAnswer, customerioError, emptyCustomerio, isCustomerioPath } from './customerio.mjs';

const PROVIDERS = [
  'nws',
  'weatherapi',
  'urban',
  'greatschools',
  'petfinder',
  'feeds',
  'zillow',
  'census',
  'hubspot',
  'customerio',
];
const MODES = ['ok', 'error', 'slow', 'malformed', 'empty'];

/** Which provider a path belongs to, or null. */
function providerOf(path) {
  // Before weatherapi's /v1/ and urban's /api/v1/: Customer.io's /v1/send/ and /api/v2/.
  if (isCustomerioPath(path)) return 'customerio';
  if (path.startsWith('/points/') || path.startsWith('/gridpoints/') || path.startsWith('/icons/')) return 'nws';
  if (path.startsWith('/v1/')) return 'weatherapi';
  if (path.startsWith('/api/v1/')) return 'urban';
  if (path.startsWith('/schools')) return 'greatschools';
  if (path.startsWith('/v2/')) return 'petfinder';
  if (path.startsWith('/feeds/')) return 'feeds';
  if (isZillowPath(path)) return 'zillow';
  if (isCensusPath(path)) return 'census';
  if (isHubspotPath(path)) return 'hubspot';
  return null;
}

/** The provider's empty answer: a valid answer with nothing in it. */
const emptyAnswers = {
  nws: (path) => (path.startsWith('/points/') ? null : { type: 'Feature', properties: { periods: [] } }),
  weatherapi: () => ({ location: {}, forecast: { forecastday: [] } }),
  urban: () => ({ count: 0, next: null, previous: null, results: [] }),
  greatschools: () => ({ schools: [], cur_page: 0, total_count: 0 }),
  petfinder: (path) =>
    path === '/v2/oauth2/token'
      ? null
      : { animals: [], pagination: { count_per_page: 20, total_count: 0, current_page: 1, total_pages: 0 } },
  feeds: emptyFeed,
  zillow: emptyZillowSearch,
  census: emptyCensus,
  hubspot: emptyHubspot,
  customerio: emptyCustomerio,
};

/** Each provider's documented error body for a status (at `path`, for a provider whose APIs answer differently). */
function errorBody(provider, status, path) {
  if (provider === 'nws')
    return {
      type: 'https://api.weather.gov/problems/UnexpectedProblem',
      title: 'Unexpected Problem',
      status,
      detail: 'An unexpected problem has occurred.',
      instance: `urn:uuid:${randomUUID()}`,
    };
  if (provider === 'weatherapi')
    return {
      error: {
        code: status === 401 ? 1002 : 9999,
        message: status === 401 ? 'API key not provided.' : 'Internal application error.',
      },
    };
  if (provider === 'hubspot') return hubspotError(status);
  if (provider === 'customerio') return customerioError(status, path);
  if (provider === 'petfinder')
    return {
      type: 'https://httpstatus.es/' + status,
      status,
      title: status === 401 ? 'Unauthorized' : 'Internal Server Error',
      detail: status === 401 ? 'Access token invalid or expired' : 'An error occurred',
    };
  return { message: status === 403 ? 'Forbidden' : 'Internal server error' };
}

export async function startFakeProviders({ host = '127.0.0.1', port = 0, slowMs = 30_000 } = {}) {
  const modes = new Map();
  const requests = [];
  const tokens = new Map();
  let today = null;
  const hanging = new Set();
  const submissions = [];
  const customerio = { entities: [], emails: [] };

  function takeMode(provider) {
    const entry = modes.get(provider) ?? modes.get('*');
    if (!entry) return 'ok';
    if (entry.count !== null) {
      entry.count -= 1;
      if (entry.count <= 0) modes.delete(modes.has(provider) ? provider : '*');
    }
    return entry.mode;
  }

  function control(method, path, body, send) {
    if (method === 'GET' && path === '/__control/requests') return send(200, requests);
    if (method === 'GET' && path === '/__control/submissions') return send(200, submissions);
    if (method === 'GET' && path === '/__control/customerio/entities') return send(200, customerio.entities);
    if (method === 'GET' && path === '/__control/customerio/emails') return send(200, customerio.emails);
    if (method !== 'POST') return send(405, { message: 'POST' });
    if (path === '/__control/reset') {
      modes.clear();
      requests.length = 0;
      submissions.length = 0;
      customerio.entities.length = 0;
      customerio.emails.length = 0;
      today = null;
      return send(200, { ok: true });
    }
    if (path === '/__control/expire-tokens') {
      for (const token of tokens.keys()) tokens.set(token, 0);
      return send(200, { ok: true });
    }
    if (path === '/__control/today') {
      today = /^\d{4}-\d{2}-\d{2}$/.test(body?.date ?? '') ? body.date : null;
      return send(200, { today });
    }
    if (path === '/__control/mode') {
      const { provider, mode, count } = body ?? {};
      if (!(provider === '*' || PROVIDERS.includes(provider)) || !MODES.includes(mode))
        return send(400, { message: `provider one of *,${PROVIDERS}; mode one of ${MODES}` });
      modes.set(provider, { mode, count: Number.isInteger(count) && count > 0 ? count : null });
      return send(200, { ok: true });
    }
    return send(404, { message: 'unknown control' });
  }

  /** The provider's real answer for a request in 'ok' mode: [status, body]. */
  function answer(provider, method, url, headers, form, origin, text) {
    const path = url.pathname;
    const query = url.searchParams;
    const day = today ?? new Date().toISOString().slice(0, 10);
    switch (provider) {
      case 'nws': {
        const point = path.match(/^\/points\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/);
        if (point) return [200, nwsPoint(origin, Number(point[1]), Number(point[2]))];
        if (/^\/gridpoints\/[A-Z]{3}\/\d+,\d+\/forecast$/.test(path)) return [200, nwsForecast(origin, day)];
        if (path.startsWith('/icons/'))
          return [
            200,
            '<svg xmlns="http://www.w3.org/2000/svg" width="86" height="86"><circle cx="43" cy="43" r="30" fill="#f5b800"/></svg>',
            'image/svg+xml',
          ];
        return [404, errorBody('nws', 404)];
      }
      case 'weatherapi': {
        if (path !== '/v1/forecast.json') return [404, errorBody('weatherapi', 404)];
        if (!query.get('key')) return [401, errorBody('weatherapi', 401)];
        const q = query.get('q') ?? '';
        if (!/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(q))
          return [400, { error: { code: 1006, message: 'No matching location found.' } }];
        return [200, weatherApiForecast(q, Number(query.get('days') ?? 1), day)];
      }
      case 'urban': {
        const match = path.match(/^\/api\/v1\/schools\/ccd\/directory\/(\d{4})\/$/);
        if (!match) return [404, { detail: 'Not found.' }];
        return [200, urbanDirectory(match[1], query.get('fips') ?? '6', query.get('city_location') ?? 'SARATOGA')];
      }
      case 'greatschools': {
        if (!headers['x-api-key']) return [403, errorBody('greatschools', 403)];
        if (path === '/schools')
          return [
            200,
            greatSchoolsList(query.get('city') ?? '', query.get('state') ?? '', Number(query.get('limit') ?? 10)),
          ];
        const metrics = path.match(/^\/schools\/([0-9]+)\/metrics$/);
        if (metrics) return [200, greatSchoolsMetrics(metrics[1])];
        return [404, errorBody('greatschools', 404)];
      }
      case 'zillow':
        return zillowAnswer(method, url, headers);
      case 'census':
        return censusAnswer(method, url);
      case 'hubspot':
        return hubspotAnswer(method, url, text, (submission) => submissions.push(submission));
      case 'customerio':
        return customerioAnswer(method, url, headers, text, {
          entity: (call) => customerio.entities.push(call),
          email: (sent) => customerio.emails.push(sent),
        });
      case 'petfinder': {
        if (path === '/v2/oauth2/token' && method === 'POST') {
          if (form.get('grant_type') !== 'client_credentials' || !form.get('client_id') || !form.get('client_secret')) {
            return [
              401,
              {
                error: 'invalid_client',
                error_description: 'Client authentication failed',
                message: 'Client authentication failed',
              },
            ];
          }
          const token = randomUUID();
          tokens.set(token, Date.now() + 3600_000);
          return [200, { token_type: 'Bearer', expires_in: 3600, access_token: token }];
        }
        if (path === '/v2/animals' && method === 'GET') {
          const token = (headers.authorization ?? '').replace(/^Bearer /, '');
          if (!((tokens.get(token) ?? 0) > Date.now())) return [401, errorBody('petfinder', 401)];
          return [200, petfinderAnimals(query.get('location') ?? '')];
        }
        return [404, errorBody('petfinder', 404)];
      }
      case 'feeds':
        return feedAnswer(url, origin);
      default:
        return [404, { message: 'not a provider path' }];
    }
  }

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const origin = `http://${request.headers.host}`;
      const url = new URL(request.url ?? '/', origin);
      const send = (status, body, type = 'application/json', headers = {}) => {
        response.writeHead(status, { ...headers, 'content-type': type });
        response.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
      };
      if (url.pathname.startsWith('/__control/')) {
        let body = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          return send(400, { message: 'control bodies are JSON' });
        }
        return control(request.method, url.pathname, body, send);
      }
      // Map tiles are no provider of the gateway: always answered, whatever the modes (tiles.mjs).
      if (isTilePath(url.pathname)) return send(...tileAnswer(url.pathname));
      const provider = providerOf(url.pathname);
      const entry = { provider, method: request.method, path: `${url.pathname}${url.search}`, status: 0 };
      requests.push(entry);
      const reply = (status, body, type, headers) => {
        entry.status = status;
        send(status, body, type, headers);
      };
      if (!provider) return reply(404, { message: 'not a provider path' });
      const mode = forcedFeedMode(url.pathname) ?? takeMode(provider);
      if (mode === 'slow') {
        entry.status = 'slow';
        hanging.add(response);
        const timer = setTimeout(() => {
          hanging.delete(response);
          reply(...answer(provider, request.method, url, request.headers, new URLSearchParams(text), origin, text));
        }, slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (mode === 'error') return reply(500, errorBody(provider, 500, url.pathname));
      if (mode === 'malformed') return reply(200, '{"properties": {"periods": [ {"startTime": "2026-');
      const [status, body, type, headers] = answer(
        provider,
        request.method,
        url,
        request.headers,
        new URLSearchParams(text),
        origin,
        text,
      );
      const empty = mode === 'empty' && status === 200 ? emptyAnswers[provider](url.pathname) : null;
      return reply(status, empty ?? body, type, headers);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 4010);
  const slowMs = Number(process.env.FAKE_PROVIDERS_SLOW_MS ?? 30_000);
  const fake = await startFakeProviders({ host: process.env.FAKE_PROVIDERS_HOST || '127.0.0.1', port, slowMs });
  // The line tests and start-all wait for.
  console.log(`fake providers listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
