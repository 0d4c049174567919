// npm run start:offline: tools/fake-providers as one more child of start-all, and the gateway's provider URLs
// (and Petfinder's keys and Customer.io's Track API keys, which the fake accepts) pointing at it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { FAKE_CUSTOMERIO } from '../fake-providers/customerio.mjs';
import { root } from './services.mjs';

const fakePort = () => process.env.FAKE_PROVIDERS_PORT || '4010';

/** The Remix apps' environment for the fake: the city map's tiles from it (tools/fake-providers/tiles.mjs), no Google key. */
export function fakeAppEnv() {
  return {
    MAP_TILE_URL: `http://127.0.0.1:${fakePort()}/tiles/{z}/{x}/{y}.png`,
    GOOGLE_MAPS_API_KEY: '',
    // Each city's local news from the fake's news search (tools/fake-providers/feeds.mjs, decision 025).
    NEWS_FEED_TEMPLATE: `http://127.0.0.1:${fakePort()}/feeds/search?q={query}`,
  };
}

/** Starts the fake providers as a child of start-all; resolves with their URL once they listen. */
export function startFakeProviders(children, onExit) {
  const child = spawn(process.execPath, [resolve(root, 'tools/fake-providers/server.mjs')], {
    cwd: root,
    env: { ...process.env, FAKE_PROVIDERS_PORT: fakePort() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.set('fake-providers', child);
  return new Promise((done, fail) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = line.match(/listening on (http:\/\/\S+)/);
      if (found) done(found[1]);
      else console.log(`[fake-providers] ${line}`);
    });
    child.on('exit', (code) => {
      children.delete('fake-providers');
      fail(new Error(`the fake providers stopped (exit ${code})`));
      onExit();
    });
  });
}

/** The gateway's environment for the fake: every provider at its URL, Petfinder and Customer.io's Track API configured. */
export function fakeProviderEnv(url) {
  return {
    NWS_API_URL: url,
    WEATHERAPI_URL: url,
    URBAN_EDUCATION_API_URL: url,
    GREATSCHOOLS_API_URL: url,
    PETFINDER_API_URL: url,
    PETFINDER_KEY: process.env.PETFINDER_KEY || 'offline-petfinder-key',
    PETFINDER_SECRET: process.env.PETFINDER_SECRET || 'offline-petfinder-secret',
    // Homes for sale and the city in numbers (decision 026): the fake accepts any RapidAPI key.
    ZILLOW_API_URL: url,
    RAPIDAPI_KEY: process.env.RAPIDAPI_KEY || 'offline-rapidapi-key',
    CENSUS_API_URL: url,
    // The news feeds are fetched from the fake on loopback: the SSRF guard's test-only opening (refused in production).
    FEED_TEST_LOOPBACK_ADDRESS: new URL(url).hostname,
    // Demo requests reach the fake's HubSpot form endpoint (tools/fake-providers/hubspot.mjs, decision 029).
    HUBSPOT_FORMS_URL: url,
    HUBSPOT_PORTAL_ID: process.env.HUBSPOT_PORTAL_ID || '4242',
    HUBSPOT_DEMO_FORM_ID: process.env.HUBSPOT_DEMO_FORM_ID || '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    // Newsletter identify/subscribe rows reach the fake's Track API v2 (tools/fake-providers/customerio.mjs) instead of
    // waiting in the outbox; always its own keys, which are the only ones it accepts. No App API key: the newsletter
    // itself goes to the mail folder offline.
    CUSTOMERIO_TRACK_URL: url,
    CUSTOMERIO_SITE_ID: FAKE_CUSTOMERIO.siteId,
    CUSTOMERIO_API_KEY: FAKE_CUSTOMERIO.apiKey,
  };
}
