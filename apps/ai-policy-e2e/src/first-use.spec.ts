import { DESKTOP_VIEWPORT, expect, expectJavaScriptWithin, JS_BUDGET_KIB, test } from '@civicbrief/e2e-support';
import { GUIDE } from './guides-support';

// A first visit (decision 021): what a reader's browser fetches untouched, and a choice made before the app arrives.

test('the AI-policy page and a guide, chosen or on its own page, fetch at most 110 KiB of gzipped JavaScript untouched', async ({
  page,
}) => {
  for (const path of [
    '/ai-policy-resources',
    '/ai-policy-resources?guide=ai-use-policy',
    '/ai-policy-resources/ai-use-policy',
  ]) {
    await expectJavaScriptWithin(page, path, JS_BUDGET_KIB.aiPolicy);
  }
});

test('a guide chosen before the app arrived is shown: the choice is kept and acted on', async ({ page }) => {
  await page.goto('/ai-policy-resources');
  const select = page.getByRole('combobox', { name: 'Choose a guide' });
  await select.selectOption('residents-data-and-privacy');
  await expect(page).toHaveURL('/ai-policy-resources?guide=residents-data-and-privacy');
  await expect(page.getByRole('heading', { level: 2, name: "Residents' Data and Privacy" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show guide' })).toHaveCount(0);
});

test("a guide's topics fold and open, and their links jump, before the app has arrived, without it", async ({
  page,
}) => {
  await page.route('**/_ai-policy/assets/*.js', () => undefined); // the app never arrives
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(GUIDE.path);
  // Each topic is a <details>: the browser folds and opens it from the server's HTML.
  const topic = page
    .getByRole('navigation', { name: 'Topics' })
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: GUIDE.topic }) });
  const link = topic.getByRole('link', { name: GUIDE.section.title });
  await topic.locator('summary').click();
  await expect(link).toBeHidden();
  await topic.locator('summary').press('Enter');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${GUIDE.section.id}$`));
  await expect(page.locator(`#${GUIDE.section.id}`)).toBeInViewport();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});
