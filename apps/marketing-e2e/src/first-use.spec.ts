import { expect, expectJavaScriptWithin, test, useThePage } from '@civicbrief/e2e-support';

// What a reader's browser gets before the first tap (decision 021).
test.use({ hydrateOnLoad: false });

test('every marketing page loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  for (const path of ['/', '/about', '/contact', '/onboarding', '/real-estate', '/terms-of-service', '/privacy-policy', '/subscription-center']) await expectJavaScriptWithin(page, path, 95);
});

test('the first use hydrates the page: the real-estate form then checks itself', async ({ page }) => {
  await page.goto('/real-estate');
  const submit = page.getByRole('form', { name: 'Demo request' }).getByRole('button', { name: 'Submit' });
  // Before hydration the button posts the form to the server; once hydrated it waits for a valid form.
  await expect(submit).toBeEnabled();
  await useThePage(page);
  await expect(submit).toBeDisabled();
});
