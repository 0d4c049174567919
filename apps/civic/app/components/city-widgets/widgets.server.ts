import { createGatewayClient, GatewayError } from '@civicbrief/gateway-client';
import { gatewayFromEnv, visitorHeaders } from '@civicbrief/gateway-client/server';
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
  { env = process.env as Env, budgetMs = widgetsBudgetMs(env), fetch, newsFeedUrl }: { budgetMs?: number; env?: Env; fetch?: typeof globalThis.fetch; newsFeedUrl?: Promise<string | null> } = {},
): Promise<CityWidgets> {
  const { baseUrl, relaySecret } = gatewayFromEnv(env);
  const headers = visitorHeaders(request, env);
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const calls = createGatewayClient({ baseUrl, relaySecret, headers, timeoutMs: budgetMs, fetch });
  // The news may wait for its feed URL (the city's content names its own); its budget starts once it is asked.
  const ask = async (name: (typeof WIDGET_NAMES)[number]): Promise<WidgetBlock<unknown>> =>
    name === 'news' && newsFeedUrl ? widgetCalls.news(calls, { ...city, newsFeedUrl: await newsFeedUrl }) : widgetCalls[name](calls, city);
  const blocks = await Promise.all(WIDGET_NAMES.map((name) => withinBudget(ask(name))));
  return Object.fromEntries(WIDGET_NAMES.map((name, index) => [name, blocks[index]])) as unknown as CityWidgets;
}

/** A block the page could not show from the server (failed or still pending): the page is then not kept in caches. */
export function widgetsIncomplete(widgets: CityWidgets): boolean {
  return Object.values(widgets).some((block) => block.state === 'error' || block.state === 'pending');
}
