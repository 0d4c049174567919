import { expectJavaScriptWithin, test } from '@civicbrief/e2e-support';

// What a reader's browser gets before the first tap (decision 021).
test.use({ hydrateOnLoad: false });

test('the AI-policy page loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  await expectJavaScriptWithin(page, '/ai-policy-resources', 95);
});

test('a guide, chosen or on its own page, loads at most 95 KiB of JavaScript before its first use (none today)', async ({ page }) => {
  await expectJavaScriptWithin(page, '/ai-policy-resources?guide=ai-use-policy', 95);
  await expectJavaScriptWithin(page, '/ai-policy-resources/ai-use-policy', 95);
});
