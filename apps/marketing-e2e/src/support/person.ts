import type { Locator } from '@playwright/test';
import { fillTextboxes } from '@civicbrief/e2e-support';

/** Fills a marketing form's person fields as Ada Lovelace, plus `fields` (at least Email), and agrees to the terms. */
export async function fillPerson(scope: Locator, fields: Record<string, string>): Promise<void> {
  await fillTextboxes(scope, { 'First name': 'Ada', 'Last name': 'Lovelace', ...fields });
  await scope.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}
