/**
 * @jest-environment node
 */
import { cityPageMemo } from './widget-memo.server';
import { fetchCityWidgets, WIDGETS_BUDGET_MS, widgetsBudgetMs, widgetsIncomplete } from './widgets.server';

const city = { name: 'Saratoga', stateCode: 'CA', path: '/ca/santa-clara-county/saratoga' };
const source = { provider: 'fake', fetchedAt: '2026-06-01T00:00:00.000Z', stale: false };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const forecast = {
  forecast: {
    forecastday: [
      {
        date: '2026-06-01',
        day: { mintemp_f: 45, maxtemp_f: 60, condition: { text: 'Sunny', icon: '//cdn.weatherapi.com/x.png' } },
      },
    ],
  },
  source,
};
const notConfigured = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'NOT_CONFIGURED',
  message: 'The pets provider is not configured.',
};
const providerError = {
  statusCode: 502,
  error: 'Bad Gateway',
  code: 'PROVIDER_ERROR',
  message: 'The schools provider did not answer; try again.',
};

/** A gateway answering by path; `hang` never answers (until the caller aborts). */
function gateway(answers: Record<string, Response | 'hang'>) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, headers: new Headers(init?.headers) });
    const answer = Object.entries(answers).find(([path]) => new URL(url).pathname === path)?.[1];
    if (answer === 'hang' || answer === undefined) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return answer.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

/** The listings and the numbers as the gateway answers them: a listing without a photo, and no Census place matched. */
const market = {
  '/api/mls/listings': json(200, { props: [], source }),
  '/api/census/city-stats': json(200, { place: null, datapoints: [], source }),
};

/** Every block answered: the market, the weather, no schools, the pets' provider without its key, no news. */
const answered = {
  ...market,
  '/api/weather/forecast': json(200, forecast),
  '/api/schools': json(200, { schools: [], source }),
  '/api/pets/adoptable': json(503, notConfigured),
  '/api/feed': json(200, { items: [], source }),
};

// Each test its own gateway answers: no memo (decision 030) unless a test asks for it.
const env = {
  GATEWAY_URL: 'http://gateway.test',
  GATEWAY_RELAY_SECRET: 'relay-secret-of-at-least-32-characters!',
  CITY_PAGE_MEMO_MS: '0',
};
const request = new Request('http://localhost/ca/santa-clara-county/saratoga', {
  headers: { 'x-forwarded-for': '203.0.113.9' },
});

describe('fetchCityWidgets', () => {
  it('renders what answers within the budget, leaves the slow block pending and hides a provider without its key', async () => {
    const { fetch, seen } = gateway({
      ...market,
      '/api/weather/forecast': json(200, forecast),
      '/api/schools': 'hang',
      '/api/pets/adoptable': json(503, notConfigured),
    });
    // The schools call never answers unless aborted: a loader that waited for it would fail by the test's timeout.
    const widgets = await fetchCityWidgets(request, city, { budgetMs: 100, env, fetch });
    expect(widgets).toMatchObject({
      weather: {
        state: 'ready',
        data: [
          { date: '2026-06-01', minF: 45, maxF: 60, condition: 'Sunny', iconUrl: 'https://cdn.weatherapi.com/x.png' },
        ],
      },
      schools: { state: 'pending' },
      pets: { state: 'not-configured' },
      listings: { state: 'ready', data: [] },
      numbers: { state: 'ready', data: [] },
    });
    expect(widgetsIncomplete(widgets)).toBe(true);
    expect(seen.map(({ url }) => url).sort()).toEqual([
      'http://gateway.test/api/census/city-stats?city=Saratoga&state=CA',
      'http://gateway.test/api/mls/listings?location=Saratoga%2C+CA&home_type=Houses&status_type=ForSale',
      'http://gateway.test/api/pets/adoptable',
      'http://gateway.test/api/schools?city=Saratoga&state=CA&limit=10&school_type=%28public+or+charter%29',
      'http://gateway.test/api/weather/forecast?q=ca%2Fsanta-clara-county%2Fsaratoga&days=7',
    ]);
    // On behalf of the visitor (decision 012).
    expect(seen[0].headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('shows a failed block as an error, and a page with every block answered as complete', async () => {
    const failing = gateway({
      '/api/mls/listings': json(200, { source }),
      '/api/census/city-stats': json(502, providerError),
      '/api/weather/forecast': json(502, providerError),
      '/api/schools': json(503, { ...providerError, statusCode: 503, code: 'PROVIDER_UNAVAILABLE' }),
      '/api/pets/adoptable': json(200, { animals: [], source }),
    });
    const widgets = await fetchCityWidgets(request, city, { budgetMs: 100, env, fetch: failing.fetch });
    // An answer without props is told apart (spec §8: "We've had a little problem").
    expect(widgets).toMatchObject({
      weather: { state: 'error' },
      schools: { state: 'error' },
      pets: { state: 'ready', data: [] },
      listings: { state: 'error', malformed: true },
      numbers: { state: 'error' },
    });

    const healthy = gateway({
      ...market,
      '/api/weather/forecast': json(200, forecast),
      '/api/schools': json(200, { schools: [], source }),
      '/api/pets/adoptable': json(503, notConfigured),
    });
    expect(widgetsIncomplete(await fetchCityWidgets(request, city, { budgetMs: 100, env, fetch: healthy.fetch }))).toBe(
      false,
    );
  });

  it("asks for the news once its feed URL is known (the city's content may name its own), and not without one", async () => {
    const own = gateway(answered);
    let give: (url: string | null) => void = () => undefined;
    const newsFeedUrl = new Promise<string | null>((resolve) => (give = resolve));
    const widgets = fetchCityWidgets(
      request,
      { ...city, newsFeedUrl: 'https://news.example/search' },
      { budgetMs: 100, env, fetch: own.fetch, newsFeedUrl },
    );
    give('https://www.saratoga.ca.us/rss');
    expect((await widgets).news).toEqual({ state: 'ready', data: [] });
    expect(own.seen.filter(({ url }) => url.includes('/api/feed')).map(({ url }) => url)).toEqual([
      'http://gateway.test/api/feed?url=https%3A%2F%2Fwww.saratoga.ca.us%2Frss',
    ]);

    const none = gateway(answered);
    expect(
      (
        await fetchCityWidgets(request, city, {
          budgetMs: 100,
          env,
          fetch: none.fetch,
          newsFeedUrl: Promise.resolve(null),
        })
      ).news,
    ).toEqual({ state: 'not-configured' });
    expect(none.seen.some(({ url }) => url.includes('/api/feed'))).toBe(false);
  });

  it('gives an unreachable gateway no more than the budget', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    expect(await fetchCityWidgets(request, city, { budgetMs: 100, env, fetch })).toMatchObject({
      weather: { state: 'error' },
      schools: { state: 'error' },
      pets: { state: 'error' },
      listings: { state: 'error' },
      numbers: { state: 'error' },
    });
  });
});

describe('fetchCityWidgets with the memo (decision 030)', () => {
  afterEach(() => cityPageMemo.clear());

  it('asks the gateway once for renders of one city within the memo time, and again for another city', async () => {
    const { fetch, seen } = gateway(answered);
    const options = {
      budgetMs: 100,
      env: { ...env, CITY_PAGE_MEMO_MS: '5000' },
      fetch,
      newsFeedUrl: Promise.resolve('https://news.example/rss'),
    };
    const [first, second] = await Promise.all([
      fetchCityWidgets(request, city, options),
      fetchCityWidgets(request, city, options),
    ]);
    const third = await fetchCityWidgets(
      new Request(request.url, { headers: { 'x-forwarded-for': '198.51.100.7' } }),
      city,
      options,
    );
    expect(seen).toHaveLength(6);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    await fetchCityWidgets(
      request,
      { name: 'Campbell', stateCode: 'CA', path: '/ca/santa-clara-county/campbell' },
      options,
    );
    expect(seen).toHaveLength(12);
  });

  it('keeps no failed or pending block: the next render asks again', async () => {
    const failing = gateway({ ...answered, '/api/weather/forecast': json(502, providerError), '/api/schools': 'hang' });
    const options = { budgetMs: 100, env: { ...env, CITY_PAGE_MEMO_MS: '5000' }, newsFeedUrl: Promise.resolve(null) };
    expect(await fetchCityWidgets(request, city, { ...options, fetch: failing.fetch })).toMatchObject({
      weather: { state: 'error' },
      schools: { state: 'pending' },
      listings: { state: 'ready' },
    });
    const healthy = gateway(answered);
    const widgets = await fetchCityWidgets(request, city, { ...options, fetch: healthy.fetch });
    expect(widgets).toMatchObject({
      weather: { state: 'ready' },
      schools: { state: 'ready' },
      listings: { state: 'ready' },
    });
    expect(healthy.seen.map(({ url }) => new URL(url).pathname).sort()).toEqual([
      '/api/schools',
      '/api/weather/forecast',
    ]);
  });
});

describe('widgetsBudgetMs', () => {
  it('is 300 ms unless CITY_WIDGETS_BUDGET_MS names a sensible one', () => {
    expect(widgetsBudgetMs({})).toBe(WIDGETS_BUDGET_MS);
    expect(WIDGETS_BUDGET_MS).toBe(300);
    expect(widgetsBudgetMs({ CITY_WIDGETS_BUDGET_MS: '1000' })).toBe(1000);
    expect(widgetsBudgetMs({ CITY_WIDGETS_BUDGET_MS: '0' })).toBe(300);
    expect(widgetsBudgetMs({ CITY_WIDGETS_BUDGET_MS: 'soon' })).toBe(300);
  });
});
