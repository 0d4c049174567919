import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The gateway's answer to a failing call, for `route.fulfill` when a test fails an endpoint on purpose. */
export const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }),
};

let sequence = 0;

/** An address no other run has sent, e.g. `rsvp-e2e-1764150000000-1@example.com`. */
export function uniqueEmail(prefix: string, domain = 'example.com'): string {
  sequence += 1;
  return `${prefix}-e2e-${Date.now()}-${sequence}@${domain}`;
}

/** The failure toast with this text, found in the notifications region (Radix also announces it in a status span). */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Fills the text boxes of `scope`, each found by its label. */
export async function fillTextboxes(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await scope.getByRole('textbox', { name }).fill(value);
}

export interface KnownPerson {
  email: string;
  first_name: string;
  last_name?: string;
  /** The relationship's object type as the form sends it: 1 from the newsletter and onboarding, '1' from the RSVP. */
  objectTypeId: 1 | '1';
}

/** Identifies a Saratoga person with the gateway, as a form's identify call does, and answers the person's id. */
export async function identifyPerson(
  request: APIRequestContext,
  { objectTypeId, ...person }: KnownPerson,
): Promise<string> {
  const response = await request.post('/api/customerio/entityCreate?workflow=newsletter', {
    data: {
      type: 'person',
      identifiers: { email: person.email },
      action: 'identify',
      attributes: {
        ...person,
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
        unsubscribed: false,
      },
      cio_relationships: [{ identifiers: { object_type_id: objectTypeId, object_id: 'saratoga_california' } }],
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** The toast's close button removes it. The button is found even where a modal hides the toast from assistive technology. */
export async function expectToastCloses(toastItem: Locator): Promise<void> {
  await toastItem.getByRole('button', { name: 'Close notification', includeHidden: true }).click();
  await expect(toastItem).toBeHidden();
}
