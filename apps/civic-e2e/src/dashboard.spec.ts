import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  plainTest,
  serverHeading,
  serverHtml,
  test,
  withoutJavaScript,
} from '@civicbrief/e2e-support';

// The stack runs with PREVIEW_SECRET=e2e-preview-secret (playwright.config.ts); the seed adds the demo user.
const previewOn = (redirect: string) => `/preview?secret=e2e-preview-secret&redirect=${encodeURIComponent(redirect)}`;
const demo = { email: 'demo@civicbrief.example', password: 'civicbrief-demo' };

async function signIn(page: Page): Promise<void> {
  await page.goto(previewOn('/login'));
  await expect(page.getByRole('region', { name: 'Preview mode' })).toBeVisible();
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

test('outside preview mode the login page explains that sign-in needs preview mode', async ({ request }) => {
  const html = await serverHtml(request, '/login');
  expect(serverHeading(html)).toBe('Sign in');
  expect(html).toContain('Sign-in is available in preview mode only.');
  expect(html).not.toContain('type="password"');
});

test('a wrong preview secret answers 401 with the preview error screen', async ({ request }) => {
  const html = await serverHtml(request, '/preview?secret=guess', 401);
  expect(serverHeading(html)).toBe('An error ocurred while generating the preview');
  expect(html).toContain('Check for custom components that are not available in the preview app.');
  expect(html).toContain('The preview secret is missing or not valid.');
});

test('the dashboard needs a session', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});

test("sign in, see the saved locations and their summaries, visit a city; other users' data is refused", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const locations = page.getByRole('table', { name: 'Saved locations' });
  for (const city of ['Saratoga', 'Palo Alto', 'West Des Moines']) {
    await expect(locations.getByRole('rowheader', { name: city })).toBeVisible();
  }
  const summaries = page.getByRole('table', { name: 'Meeting summaries for Saratoga' });
  await expect(summaries.getByRole('columnheader')).toHaveText(['Name', 'Date', 'Action']);
  await expect(summaries.getByRole('link', { name: /^Visit / }).first()).toHaveAttribute(
    'href',
    /^\/ca\/santa-clara-county\/saratoga\//,
  );
  await expectNoAxeViolations(page);

  // The spec's local-storage copy of the user id, next to the cookie that actually authorises.
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(await page.evaluate(() => window.localStorage.getItem('userId'))).toBe(session.user.id);
  const own = await page.request.get(`/api/realState/locations?userId=${session.user.id}`);
  expect((await own.json()).locations).toHaveLength(3);
  const someoneElse = await page.request.get('/api/realState/locations?userId=00000000-0000-4000-8000-000000000000');
  expect(someoneElse.status()).toBe(403);

  await page
    .getByRole('navigation', { name: 'Summaries by location' })
    .getByRole('link', { name: 'Palo Alto' })
    .click();
  await expect(page.getByRole('table', { name: 'Meeting summaries for Palo Alto' })).toBeVisible();

  await locations.getByRole('link', { name: 'Visit Saratoga' }).click();
  await expect(page).toHaveURL('/ca/santa-clara-county/saratoga');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saratoga');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('userId'))).toBeNull();
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);
});

// The refused sign-in is a 401 answer, which the browser logs as a console error: this test allows that one
// error and no other (the shared fixture allows 404s only).
plainTest('the login form explains its errors, and a wrong password', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // 401: the wrong password; 400: the form sent before the page's app arrived, answered by the server with its errors.
    if (message.type() === 'error' && !/status of 40[01]/.test(message.text())) errors.push(message.text());
  });
  await page.goto(previewOn('/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter an email address');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password');
  await page.getByLabel('Email').fill('nobody@civicbrief.example');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('with JavaScript off the form validates on the server and signs in', async ({ browser }) => {
  await withoutJavaScript(
    browser,
    async (page) => {
      await page.goto(previewOn('/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter an email address');
      await signIn(page);
      await expect(page.getByRole('table', { name: 'Saved locations' })).toBeVisible();
      await page.getByRole('link', { name: 'West Des Moines', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Meeting summaries for West Des Moines' })).toBeVisible();
    },
    { viewport: MOBILE_VIEWPORT },
  );
});
