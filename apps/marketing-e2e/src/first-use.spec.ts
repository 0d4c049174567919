import { expect, expectFirstUseWithin, expectJavaScriptWithin, test, useThePage } from '@civicbrief/e2e-support';

// What a reader's browser gets before the first tap (decision 021).
test.use({ hydrateOnLoad: false });

test('every marketing page loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  for (const path of ['/', '/about', '/contact', '/onboarding', '/real-estate', '/terms-of-service', '/privacy-policy', '/subscription-center']) await expectJavaScriptWithin(page, path, 95);
});

// What the first tap downloads, measured in the browser (decision 021's ceilings): the app, plus the on-demand blocks
// of the page's content, which load before hydration (decision 028). The form chunk (react-hook-form, zod and the
// form layer) is the difference between the two ceilings.
const FIRST_USE_KIB = { withForm: 220, other: 165 };

test('the first use of each marketing page downloads at most its ceiling', async ({ page }) => {
  for (const path of ['/', '/contact', '/real-estate', '/government', '/onboarding']) await expectFirstUseWithin(page, path, FIRST_USE_KIB.withForm);
  for (const path of ['/about', '/privacy-policy', '/terms-of-service']) await expectFirstUseWithin(page, path, FIRST_USE_KIB.other);
});

test('the first use hydrates the page: the real-estate form then checks itself', async ({ page }) => {
  await page.goto('/real-estate');
  const submit = page.getByRole('form', { name: 'Demo request' }).getByRole('button', { name: 'Submit' });
  // Before hydration the button posts the form to the server; once hydrated it waits for a valid form.
  await expect(submit).toBeEnabled();
  await useThePage(page);
  await expect(submit).toBeDisabled();
});
