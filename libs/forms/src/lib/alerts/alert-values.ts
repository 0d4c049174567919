import { ALERT_QUERY_MAX, AlertFormInput, AlertSearch, type AlertFrequency } from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import type { FormResult } from '../parse-form';

/** The alert form's fields as the browser holds them (the filters ride along as hidden fields). */
export interface AlertFormValues {
  q: string;
  state: string;
  city: string;
  type: string;
  from: string;
  to: string;
  email: string;
  frequency: AlertFrequency | '';
}

export type AlertSearchPrefill = Pick<AlertFormValues, 'q' | 'state' | 'city' | 'type' | 'from' | 'to'>;

/** AlertFormInput as react-hook-form sees it: browser values in, parsed values out. */
export const alertFormSchema = AlertFormInput as unknown as z.core.$ZodType<AlertFormInput, AlertFormValues>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SEARCH_KEYS = ['q', 'state', 'city', 'type', 'from', 'to'] as const;

/**
 * The search of `/alerts/new?q=…&state=…` (the search page's "Alert me" link): each filter kept only when the
 * search page would accept it, the words cut to the search's bound. Nothing here is trusted: the action checks
 * everything again.
 */
export function alertSearchFromUrl(params: URLSearchParams): { search: AlertSearchPrefill; dropped: string[] } {
  const search: AlertSearchPrefill = {
    q: (params.get('q') ?? '').trim().slice(0, ALERT_QUERY_MAX),
    state: '',
    city: '',
    type: '',
    from: '',
    to: '',
  };
  const dropped: string[] = [];
  const shape = AlertSearch.shape;
  for (const key of SEARCH_KEYS.slice(1)) {
    const raw = params.get(key);
    if (!raw) continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && typeof parsed.data === 'string') search[key] = parsed.data;
    else dropped.push(key);
  }
  if (search.from && search.to && search.from > search.to) {
    search.to = '';
    dropped.push('to');
  }
  return { search, dropped };
}

/** First values: the values as sent after a refused post, else the search from the URL. */
export function initialAlertValues(search: AlertSearchPrefill, result?: FormResult | null): AlertFormValues {
  if (result && result.status !== 'success') {
    const sent = result.values;
    const frequency = text(sent['frequency']);
    return {
      ...Object.fromEntries(SEARCH_KEYS.map((key) => [key, text(sent[key]) || search[key]])),
      email: text(sent['email']),
      frequency: (['immediate', 'daily', 'weekly'].includes(frequency) ? frequency : '') as AlertFrequency | '',
    } as AlertFormValues;
  }
  return { ...search, email: '', frequency: 'daily' };
}
