import { DESKTOP_VIEWPORT, expect, expectHydrated, test } from '@civicbrief/e2e-support';
import { slowScripts } from './support/first-use';
import { SARATOGA, slugsContaining } from './support/meetings';

// A first visit (decision 021): the A to Z letters and the tables of contents are <details>, so the browser folds
// and opens them from the server's HTML, before the page's app has arrived or without it.

test('a jump to a letter before the app has arrived: the page then hydrates without an error', async ({ page }) => {
  await page.goto('/california');
  await page
    .getByRole('navigation', { name: 'Counties and cities A to Z' })
    .getByRole('link', { name: 'S', exact: true })
    .click();
  await expect(page).toHaveURL(/#letter-s$/);
  await expectHydrated(page);
  const letter = page.locator('#letter-s');
  await letter.locator('summary').click();
  await expect(letter).not.toHaveAttribute('open');
});

test('the A to Z letters and a table of contents fold and open before the app has arrived, without it', async ({
  page,
  request,
}) => {
  await page.route('**/_civic/assets/*.js', () => undefined); // the app never arrives
  await page.goto('/california');
  // Each letter is a <details>: the browser folds and opens it from the server's HTML.
  const letter = page.locator('#letter-s');
  await letter.locator('summary').click();
  await expect(letter.getByRole('link', { name: 'Saratoga' })).toBeHidden();
  await letter.locator('summary').click();
  await expect(letter.getByRole('link', { name: 'Saratoga' })).toBeVisible();

  await page.setViewportSize(DESKTOP_VIEWPORT);
  const [summary] = await slugsContaining(request, `${SARATOGA.slice(1)}/summary/city-council-meeting-summary-`, 1);
  await page.goto(`/${summary}`);
  const topic = page.getByRole('navigation', { name: 'Table of contents' }).locator('details').first();
  const link = topic.getByRole('link').first();
  await topic.locator('summary').click();
  await expect(link).toBeHidden();
  await topic.locator('summary').press('Enter');
  await expect(link).toBeVisible();
  const hash = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('a letter folded before the app has arrived stays folded once the page has hydrated, and opens again', async ({
  page,
}) => {
  await slowScripts(page);
  await page.goto('/california');
  const letter = page.locator('#letter-s');
  await letter.locator('summary').click();
  await expect(letter).not.toHaveAttribute('open');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expectHydrated(page);
  await expect(letter).not.toHaveAttribute('open');
  await letter.locator('summary').click();
  await expect(letter).toHaveAttribute('open', '');
});
