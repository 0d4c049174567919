import type { Page } from '@playwright/test';
import { expect, expectHydrated, plainTest as test, watchErrors } from '@civicbrief/e2e-support';
import { GUIDE } from './guides-support';

const MESSAGE = "Oops! We're having trouble fetching the information.";

/** Makes the browser's data requests for the AI-policy pages fail at the network edge while `failing()` says so. */
async function failDataRequests(page: Page, failing: () => boolean): Promise<void> {
  await page.route(/[?&]_data=routes%2Fai-policy-resources/, (route) =>
    failing() ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
  );
}

test("a guide whose content cannot be fetched shows the spec's message with a reload, keeping the list; the reload shows the guide", async ({
  page,
}) => {
  const errors = watchErrors(page, 500);
  let failing = true;
  await failDataRequests(page, () => failing);
  await page.goto('/ai-policy-resources');
  await expectHydrated(page);
  await page.getByRole('combobox', { name: 'Choose a guide' }).selectOption(GUIDE.slug);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGE);
  await expect(alert).toContainText("The guide's content could not be loaded.");
  await expect(page.getByRole('combobox', { name: 'Choose a guide' })).toHaveValue(GUIDE.slug);
  failing = false;
  await Promise.all([page.waitForEvent('load'), alert.getByRole('link', { name: 'Reload page' }).click()]);
  await expect(page).toHaveURL(`/ai-policy-resources?guide=${GUIDE.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: GUIDE.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
});

test("when the guides cannot be read the page shows the spec's message with a retry that fetches again in place", async ({
  page,
}) => {
  const errors = watchErrors(page, 500);
  let failing = false;
  await failDataRequests(page, () => failing);
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  failing = true;
  await page.getByRole('link', { name: 'All AI policy resources' }).click();
  await expect(page).toHaveURL('/ai-policy-resources');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGE);
  await expect(page.getByRole('combobox', { name: 'Choose a guide' })).toHaveCount(0);

  // The retry asks again without leaving the page; still failing, the message stays.
  await alert.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGE);
  failing = false;
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('alert').getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Choose a guide' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(loads).toEqual([]);
  expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
});

test('a retry on a guide page whose request fails keeps the title and offers a reload', async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  await failDataRequests(page, () => true);
  // The data request a retry makes (Remix's router revalidating), failing at the network edge.
  await page.evaluate(async () => {
    const router = (window as unknown as { __remixRouter?: { revalidate(): Promise<void> } }).__remixRouter;
    await router?.revalidate();
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGE);
  await expect(alert.getByRole('link', { name: 'Reload page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: GUIDE.title })).toBeVisible();
  expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
});
