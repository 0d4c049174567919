// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, source } from '../intake/fields';
import { SEARCH_LIMITS, SearchQuery, searchMessages } from '../search/search';

/** Topic alerts (decision 036): a saved search mailed as its new matches come in. */
export const ALERT_QUERY_MAX = SEARCH_LIMITS.queryMaxLength;
/** Confirmed (active) alerts one address may hold; pending ones never count (the gateway caps them apart). */
export const ALERTS_PER_ADDRESS = 10;

export const AlertFrequency = z.enum(['immediate', 'daily', 'weekly']);
export type AlertFrequency = z.infer<typeof AlertFrequency>;

export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  immediate: 'Immediately (one email per new match)',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

/** What the alert pages, their forms and the gateway's answers say. */
export const alertMessages = {
  queryRequired: 'Please enter the words to look for.',
  queryTooLong: `Please use at most ${ALERT_QUERY_MAX} characters.`,
  frequencyRequired: 'Please choose how often to hear from us.',
  tooManyAlerts: `This address already has ${ALERTS_PER_ADDRESS} confirmed alerts, the most one address may have. Delete one from the link in any alert email to add another.`,

  newTitle: 'Create an alert',
  newIntro: 'Get an email when newly published meeting summaries, agendas or articles match this search.',
  created:
    'Almost done: we sent you an email. Click the link in it to confirm your alert. Nothing is sent before you confirm.',

  linkInvalid: 'This link is not valid. Please check that you opened the whole link from the email.',
  linkExpired: 'This link has expired. Please use the link in a more recent email.',
  alertNotFound: 'We could not find this alert. It may have been deleted.',

  confirmTitle: 'Confirm your alert',
  confirmButton: 'Confirm the alert',
  confirmed: 'Your alert is confirmed. We will email you when new pages match it.',
  alreadyConfirmed: 'Your alert is already confirmed.',

  manageTitle: 'Your alerts',
  manageIntro: 'Change how often each alert reaches you, or delete it.',
  noAlerts: 'This address has no alerts.',
  saveButton: 'Save',
  deleteButton: 'Delete',
  updated: 'The alert was updated.',
  deleted: 'The alert was deleted.',
  unsubscribed: 'You will not receive this alert any more.',
} as const;

/** The search page's own fields and checks (decision 035), without paging: an alert is that search, saved. */
const { page: _page, pageSize: _pageSize, ...searchFields } = SearchQuery.shape;
const alertSearchFields = {
  ...searchFields,
  // A saved search needs words (an empty search shows nothing, and would match nothing).
  q: z
    .string({ error: alertMessages.queryRequired })
    .check(
      z.trim(),
      z.minLength(1, alertMessages.queryRequired),
      z.maxLength(ALERT_QUERY_MAX, alertMessages.queryTooLong),
    ),
};
const datesInOrder = (search: { from?: string; to?: string }) => !search.from || !search.to || search.from <= search.to;
const inOrder = { message: searchMessages.dateRangeInvalid, path: ['to'] };

/** The saved search: the search page's words and filters, as its URL carries them (q, state, city, type, from, to). */
export const AlertSearch = z.object(alertSearchFields).check(z.refine(datesInOrder, inOrder));
export type AlertSearch = z.infer<typeof AlertSearch>;

const frequency = z.enum(AlertFrequency.options, { error: alertMessages.frequencyRequired });

/** POST /api/alerts and the /alerts/new form: the search, the address and how often. */
export const AlertCreateInput = z.object({
  search: AlertSearch,
  email: email(),
  frequency,
  source,
});
export type AlertCreateInput = z.infer<typeof AlertCreateInput>;

/** The /alerts/new form's fields, flat as a form posts them. */
export const AlertFormInput = z
  .object({ ...alertSearchFields, email: email(), frequency })
  .check(z.refine(datesInOrder, inOrder));
export type AlertFormInput = z.infer<typeof AlertFormInput>;

/** The call body the form's values make. */
export const alertCreateBody = (
  { email: address, frequency: often, ...search }: AlertFormInput,
  from?: string,
): AlertCreateInput => ({
  search,
  email: address,
  frequency: often,
  ...(from ? { source: from } : {}),
});
