import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const SERVER = resolve(__dirname, '../../../../tools/fake-providers/server.mjs');

export type FakeProviderName =
  'nws' | 'weatherapi' | 'urban' | 'greatschools' | 'petfinder' | 'feeds' | 'zillow' | 'census' | 'hubspot' | '*';
export type FakeMode = 'ok' | 'error' | 'slow' | 'malformed' | 'empty';
export interface FakeRequest {
  provider: string | null;
  method: string;
  path: string;
  status: number | 'slow';
}

export interface FakeSubmission {
  portalId: string;
  formGuid: string;
  submission: {
    fields: { name: string; value: string }[];
    submittedAt?: string;
    context?: Record<string, string>;
    legalConsentOptions?: unknown;
  };
}

/** The HubSpot ids the fake's env() gives when asked for them. */
export const FAKE_HUBSPOT = { portalId: '4242', formId: '0a1b2c3d-4e5f-6789-abcd-ef0123456789' };

export interface FakeProviders {
  url: string;
  /** The gateway's environment pointing every provider at the fake (keys set as given). */
  env(keys?: {
    weatherApi?: boolean;
    greatSchools?: boolean;
    petfinder?: boolean;
    rapidApi?: boolean;
    hubspot?: boolean;
  }): Record<string, string>;
  mode(provider: FakeProviderName, mode: FakeMode, count?: number): Promise<void>;
  today(date: string): Promise<void>;
  expireTokens(): Promise<void>;
  reset(): Promise<void>;
  requests(): Promise<FakeRequest[]>;
  /** The HubSpot form submissions the fake accepted, in arrival order. */
  submissions(): Promise<FakeSubmission[]>;
  close(): Promise<void>;
}

/**
 * tools/fake-providers/server.mjs in a child process on a free loopback port: the gateway's tests reach the
 * providers over real HTTP, as in production, and switch their failures through its control endpoint.
 */
export async function startFakeProviders(slowMs = 30_000, host = '127.0.0.1'): Promise<FakeProviders> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      FAKE_PROVIDERS_PORT: '0',
      FAKE_PROVIDERS_SLOW_MS: String(slowMs),
      FAKE_PROVIDERS_HOST: host,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    if (!child.stdout) return fail(new Error('fake providers: no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const found = line.match(/listening on (http:\/\/\S+)/);
      if (found) done(found[1]);
    });
    child.once('exit', (code) => fail(new Error(`fake providers exited (${code})`)));
  });
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${url}/__control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake providers control ${path}: ${response.status}`);
  };
  return {
    url,
    env: (keys = {}) => ({
      NWS_API_URL: url,
      WEATHERAPI_URL: url,
      URBAN_EDUCATION_API_URL: url,
      GREATSCHOOLS_API_URL: url,
      PETFINDER_API_URL: url,
      ZILLOW_API_URL: url,
      CENSUS_API_URL: url,
      ...(keys.weatherApi && { WEATHERAPI_KEY: 'fake-weatherapi-key' }),
      ...(keys.greatSchools && { GREATSCHOOLS_API_KEY: 'fake-greatschools-key' }),
      ...(keys.petfinder && { PETFINDER_KEY: 'fake-petfinder-key', PETFINDER_SECRET: 'fake-petfinder-secret' }),
      ...(keys.rapidApi && { RAPIDAPI_KEY: 'fake-rapidapi-key' }),
      ...(keys.hubspot && {
        HUBSPOT_FORMS_URL: url,
        HUBSPOT_PORTAL_ID: FAKE_HUBSPOT.portalId,
        HUBSPOT_DEMO_FORM_ID: FAKE_HUBSPOT.formId,
      }),
    }),
    mode: (provider, mode, count) => post('mode', { provider, mode, count }),
    today: (date) => post('today', { date }),
    expireTokens: () => post('expire-tokens'),
    reset: () => post('reset'),
    requests: async () => (await (await fetch(`${url}/__control/requests`)).json()) as FakeRequest[],
    submissions: async () => (await (await fetch(`${url}/__control/submissions`)).json()) as FakeSubmission[],
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
