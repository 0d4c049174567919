import { expect, expectJavaScriptWithin, test } from '@civicbrief/e2e-support';

// What a reader's browser gets before the first tap (decision 021).
test.use({ hydrateOnLoad: false });

test('the AI-policy page loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  await expectJavaScriptWithin(page, '/ai-policy-resources', 95);
});

test('a guide, chosen or on its own page, loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  await expectJavaScriptWithin(page, '/ai-policy-resources?guide=ai-use-policy', 95);
  await expectJavaScriptWithin(page, '/ai-policy-resources/ai-use-policy', 95);
});

test('a guide chosen before the app arrived is shown once it has: the choice is kept and acted on', async ({ page }) => {
  await page.goto('/ai-policy-resources');
  const select = page.getByRole('combobox', { name: 'Choose a guide' });
  // The tap on the select starts the download; the choice is made before the app has hydrated.
  await select.focus();
  await select.selectOption('residents-data-and-privacy');
  await expect(page).toHaveURL('/ai-policy-resources?guide=residents-data-and-privacy');
  await expect(page.getByRole('heading', { level: 2, name: "Residents' Data and Privacy" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show guide' })).toHaveCount(0);
});
