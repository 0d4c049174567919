import type { NewsletterFormInput } from '@civicbrief/contracts';
import { MODAL_HIDDEN_CITIES, type LocationValues } from '@civicbrief/locations';
import type * as z from 'zod/mini';
import type { NewsletterResult } from './submit-newsletter';

/** The newsletter form's fields as the browser holds them (checkbox as a boolean, blanks as ''). */
export interface NewsletterFormValues {
  email: string;
  first_name: string;
  city: string;
  county: string;
  state: string;
  terms: boolean;
}

/** NewsletterFormInput as react-hook-form sees it: browser values in, parsed values out. */
export const newsletterSchema = (schema: typeof NewsletterFormInput) =>
  schema as unknown as z.core.$ZodType<NewsletterFormInput, NewsletterFormValues>;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** First values: the action's values as sent (a page rendered after a failed post), else the place defaults. */
export function initialNewsletterValues(
  defaults: LocationValues,
  result?: NewsletterResult | null,
): NewsletterFormValues {
  const sent = result && result.status !== 'success' ? result.values : {};
  return {
    email: text(sent['email']),
    first_name: text(sent['first_name']),
    city: text(sent['city'], defaults.city),
    county: text(sent['county'], defaults.county),
    state: text(sent['state'], defaults.state),
    terms: sent['terms'] === true,
  };
}

/** /subscribe with the place as query parameters: where the Subscribe control leads without JavaScript. */
export function subscribeHref(place: LocationValues, path = '/subscribe'): string {
  const query = new URLSearchParams();
  for (const key of ['city', 'county', 'state'] as const) if (place[key]) query.set(key, place[key]);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Spec §4: the modal hides Alamo, Rancho Santa Fe and Kentfield, unless one of them is the page's own city. */
export const modalHiddenCities = (defaults: LocationValues) =>
  MODAL_HIDDEN_CITIES.filter((city) => city !== defaults.city);
