import {
  expect,
  expectNoAxeViolations,
  screenshotPath,
  test,
  VIEWPORTS,
  withoutJavaScript,
} from '@civicbrief/e2e-support';

const SEARCH = '/city-search';

test('search by keyboard only: type, ArrowDown, Enter goes to a California city', async ({ page }) => {
  await page.goto(SEARCH);
  const input = page.getByRole('combobox', { name: 'Search for your city' });
  await input.focus();
  await page.keyboard.type('san');
  const options = page.getByRole('listbox', { name: 'Search for your city' }).getByRole('option');
  await expect(options).toHaveCount(5);
  for (const text of await options.allTextContents()) expect(text).toMatch(/^San /);
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ca\/san-bernardino-county\/san-bernardino$/);
});

test('at most 5 results, names starting with the text first', async ({ page }) => {
  await page.goto(SEARCH);
  const input = page.getByRole('combobox', { name: 'Search for your city' });
  const options = page.getByRole('listbox', { name: 'Search for your city' }).getByRole('option');
  await input.pressSequentially('sa');
  await expect(options).toHaveCount(5);
  for (const text of await options.allTextContents()) expect(text).toMatch(/^Sa/);
  await input.fill('');
  await input.pressSequentially('ana');
  await expect(options.first()).toContainText('Anaheim');
  const rest = (await options.allTextContents()).slice(1);
  expect(rest.length).toBeGreaterThan(0);
  for (const text of rest) expect(text.toLowerCase()).not.toMatch(/^ana/);
});

test("a city outside California isn't available, with a request link", async ({ page }) => {
  await page.goto(SEARCH);
  await page.getByRole('combobox', { name: 'Search for your city' }).pressSequentially('Boise');
  await expect(page.getByText("Sorry, that city isn't available")).toBeVisible();
  await page.keyboard.press('Tab');
  const request = page.getByRole('link', { name: 'submit a request' });
  await expect(request).toBeFocused();
  await expect(request).toHaveAttribute('href', '/request-a-city?name=Boise');
});

test("'submit a request' opens the request-a-city modal prefilled with the typed name; no axe violations at 1280 and 390px", async ({
  page,
}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(SEARCH);
    const input = page.getByRole('combobox', { name: 'Search for your city' });
    await input.pressSequentially('Boise');
    await page.getByRole('link', { name: 'submit a request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a city' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'City name' })).toHaveValue('Boise');
    await expect(page).toHaveURL(SEARCH);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`request-modal-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(input).toBeFocused();
  }
});

test("without JavaScript 'submit a request' is a link to the form, which has the typed name", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${SEARCH}?q=Boise`);
    await page.getByRole('link', { name: 'submit a request' }).click();
    await expect(page).toHaveURL('/request-a-city?name=Boise');
    await expect(
      page.getByRole('form', { name: 'Request a city' }).getByRole('textbox', { name: 'City name' }),
    ).toHaveValue('Boise');
  });
});

test('without JavaScript the search form lists matches as links, or the not-available message', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(SEARCH);
    await page.getByRole('combobox', { name: 'Search for your city' }).fill('sara');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(`${SEARCH}?q=sara`);
    const results = page.getByRole('region', { name: 'Cities matching “sara”' }).getByRole('link');
    await expect(results).toHaveText(['Saratoga']);
    await expect(results.first()).toHaveAttribute('href', '/ca/santa-clara-county/saratoga');

    await page.goto(`${SEARCH}?q=san`);
    await expect(page.getByRole('region', { name: 'Cities matching “san”' }).getByRole('link')).toHaveCount(5);
    await page.goto(`${SEARCH}?q=Boise`);
    await expect(page.getByText("Sorry, that city isn't available")).toBeVisible();
    await expect(page.getByRole('link', { name: 'submit a request' })).toHaveAttribute(
      'href',
      '/request-a-city?name=Boise',
    );
  });
});

test('the search page has no accessibility violations at 1280px and 390px, with the list open', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${SEARCH}?q=sa`);
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Search for your city' }).pressSequentially('sa');
    await expect(page.getByRole('listbox', { name: 'Search for your city' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
