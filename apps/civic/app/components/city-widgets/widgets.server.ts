import { createGatewayClient, GatewayError } from '@civicbrief/gateway-client';
import { gatewayFromEnv, visitorHeaders } from '@civicbrief/gateway-client/server';
import { cityPageMemo, cityPageMemoMs } from './widget-memo.server';
import { WIDGET_NAMES, widgetCalls } from './widget-calls';
import type { CityWidgets, WidgetBlock, WidgetCity } from './widget-views';

/**
 * How long the city page waits for the gateway's weather, schools and pets (all three at once, alongside the
 * content query): what arrives in time is rendered on the server; the rest is left to the browser.
 */
export const WIDGETS_BUDGET_MS = 300;

type Env = Record<string, string | undefined>;

/** CITY_WIDGETS_BUDGET_MS (50-5000) when set, e.g. for a loaded test machine; else WIDGETS_BUDGET_MS. */
export function widgetsBudgetMs(env: Env = process.env): number {
  const value = Number(env['CITY_WIDGETS_BUDGET_MS']);
  return Number.isInteger(value) && value >= 50 && value <= 5000 ? value : WIDGETS_BUDGET_MS;
}

/** The block as the server saw it within its budget: a timeout leaves it 'pending' (the browser asks), any other failure is an error. */
async function withinBudget<T>(call: Promise<WidgetBlock<T>>): Promise<WidgetBlock<T>> {
  try {
    return await call;
  } catch (error) {
    return error instanceof GatewayError && error.kind === 'timeout' ? { state: 'pending' } : { state: 'error' };
  }
}

/**
 * The city page's provider blocks, each asked of the gateway on behalf of the visitor (decision 012's relay)
 * and given up after `budgetMs` (the request is aborted; the gateway keeps the provider's answer for the browser's ask).
 */
export async function fetchCityWidgets(
  request: Request,
  city: WidgetCity,
  {
    env = process.env as Env,
    budgetMs = widgetsBudgetMs(env),
    memoMs = cityPageMemoMs(env),
    fetch,
    newsFeedUrl,
  }: {
    budgetMs?: number;
    memoMs?: number;
    env?: Env;
    fetch?: typeof globalThis.fetch;
    newsFeedUrl?: Promise<string | null>;
  } = {},
): Promise<CityWidgets> {
  const { baseUrl, relaySecret } = gatewayFromEnv(env);
  const headers = visitorHeaders(request, env);
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const calls = createGatewayClient({ baseUrl, relaySecret, headers, timeoutMs: budgetMs, fetch });
  // The news may wait for its feed URL (the city's content names its own); its budget starts once it is asked.
  const ask = async (name: (typeof WIDGET_NAMES)[number]): Promise<WidgetBlock<unknown>> => {
    const target =
      name === 'news' && newsFeedUrl
        ? await newsFeedUrl.then(
            (url) => ({ ...city, newsFeedUrl: url }),
            () => null,
          )
        : city;
    if (!target) return { state: 'error' };
    // The gateway answers these without the visitor's cookies: a shown block is the same for everyone (decision 030).
    const key = `widget ${name} ${target.path} ${target.name} ${target.stateCode} ${target.newsFeedUrl ?? ''}`;
    return cityPageMemo.get(
      key,
      () => withinBudget(widgetCalls[name](calls, target) as Promise<WidgetBlock<unknown>>),
      shown,
      memoMs,
    );
  };
  const blocks = await Promise.all(WIDGET_NAMES.map(ask));
  return Object.fromEntries(WIDGET_NAMES.map((name, index) => [name, blocks[index]])) as unknown as CityWidgets;
}

/** A block worth keeping for the next render: it answered (shown, or hidden for want of a provider key). */
const shown = (block: WidgetBlock<unknown>) => block.state !== 'error' && block.state !== 'pending';

/** A block the page could not show from the server (failed or still pending): the page is then not kept in caches. */
export function widgetsIncomplete(widgets: CityWidgets): boolean {
  return Object.values(widgets).some((block) => block.state === 'error' || block.state === 'pending');
}
