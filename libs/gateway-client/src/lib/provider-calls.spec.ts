import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayClient, GatewayError } from '../index';

let server: Server;
let baseUrl: string;
let next: { status: number; body: unknown };
const seen: { method?: string; url?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const source = { provider: 'nws', fetchedAt: '2026-03-02T10:00:00.000Z', stale: false };
const providerError = (statusCode: number, code: string) => ({ statusCode, error: 'x', message: 'y', code });

describe('provider calls', () => {
  const client = () => createGatewayClient({ baseUrl });

  it('reads the forecast, with the spec defaults in the query', async () => {
    const forecast = {
      forecastday: [
        { date: '2026-03-02', day: { mintemp_f: 45, maxtemp_f: 60, condition: { text: 'Sunny', icon: 'i' } } },
      ],
    };
    next = { status: 200, body: { forecast, source } };
    expect(await client().weatherForecast('Saratoga, CA')).toEqual({ state: 'ok', data: { forecast, source } });
    expect(seen.at(-1)?.url).toBe('/api/weather/forecast?q=Saratoga%2C+CA&days=7');
    next = { status: 200, body: { schools: [], source } };
    await client().schools({ city: 'Saratoga', state: 'CA' });
    expect(seen.at(-1)?.url).toBe('/api/schools?city=Saratoga&state=CA&limit=10&school_type=%28public+or+charter%29');
  });

  it('posts the pets location and tells not-configured apart from a failure', async () => {
    next = { status: 503, body: providerError(503, 'NOT_CONFIGURED') };
    expect(await client().adoptablePets('Saratoga, CA')).toEqual({ state: 'not-configured' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/pets/adoptable',
      body: '{"location":"Saratoga, CA"}',
    });
    next = { status: 503, body: providerError(503, 'PROVIDER_UNAVAILABLE') };
    await expect(client().adoptablePets('Saratoga, CA')).rejects.toMatchObject({ status: 503 });
    next = { status: 502, body: providerError(502, 'PROVIDER_ERROR') };
    await expect(client().weatherForecast('Saratoga')).rejects.toBeInstanceOf(GatewayError);
  });

  it('asks for a news feed by its encoded URL; a refused URL is a 400 GatewayError', async () => {
    const items = [{ link: 'https://news.example.com/a', title: 'A', categories: [] }];
    next = { status: 200, body: { items, source: { ...source, provider: 'feed' } } };
    expect(await client().newsFeed('https://news.example.com/rss?q=Saratoga, CA&x=1')).toMatchObject({
      state: 'ok',
      data: { items },
    });
    expect(seen.at(-1)?.url).toBe('/api/feed?url=https%3A%2F%2Fnews.example.com%2Frss%3Fq%3DSaratoga%2C+CA%26x%3D1');
    next = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'url names a private, loopback or reserved address' },
    };
    await expect(client().newsFeed('http://127.0.0.1/')).rejects.toMatchObject({ status: 400 });
  });

  it('asks for the listings with the spec query; an answer without props is an invalid response, a non-ok one an http error', async () => {
    next = { status: 200, body: { props: [], source: { ...source, provider: 'zillow' } } };
    expect(await client().listings('Saratoga, CA')).toMatchObject({ state: 'ok', data: { props: [] } });
    expect(seen.at(-1)?.url).toBe('/api/mls/listings?location=Saratoga%2C+CA&home_type=Houses&status_type=ForSale');
    next = { status: 200, body: { source } };
    await expect(client().listings('Saratoga, CA')).rejects.toMatchObject({ kind: 'invalid-response' });
    next = { status: 502, body: providerError(502, 'PROVIDER_ERROR') };
    await expect(client().listings('Saratoga, CA')).rejects.toMatchObject({ kind: 'http', status: 502 });
    next = { status: 200, body: { place: null, datapoints: [], source: { ...source, provider: 'census' } } };
    expect(await client().cityStats({ city: 'Saratoga', state: 'CA' })).toMatchObject({
      state: 'ok',
      data: { place: null },
    });
    expect(seen.at(-1)?.url).toBe('/api/census/city-stats?city=Saratoga&state=CA');
  });
});
