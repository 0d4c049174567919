import {
  expect,
  scrollToDeferred,
  expectHydrated,
  expectJavaScriptWithin,
  expectNoAxeViolations,
  JS_BUDGET_KIB,
  test,
  VIEWPORTS,
} from '@civicbrief/e2e-support';

// A first visit (decision 021): what a reader's browser fetches untouched in its first 5 s (with the code of the
// deferred blocks near the viewport, decision 028), and what a tap does before the app has arrived.

const FIRST_SECONDS = { windowMs: 5000 };

test('every marketing page fetches at most its ceiling of gzipped JavaScript in its first 5 s untouched (goal 110 KiB)', async ({
  page,
}) => {
  test.setTimeout(120_000); // nine pages, each watched for 5 s
  const paths = [
    '/',
    '/about',
    '/real-estate',
    '/government',
    '/terms-of-service',
    '/privacy-policy',
    '/subscription-center',
  ];
  for (const path of paths) await expectJavaScriptWithin(page, path, JS_BUDGET_KIB.marketing, FIRST_SECONDS);
  // The contact form is in view on arrival, so its code (react-hook-form, zod) comes at once; /onboarding opens its form's modal.
  await expectJavaScriptWithin(page, '/contact', JS_BUDGET_KIB.marketingFormPage, FIRST_SECONDS);
  await expectJavaScriptWithin(page, '/onboarding', JS_BUDGET_KIB.marketingFormPage, FIRST_SECONDS);
});

test("the default video is the browser's own player: scrolled to, pointed at and played, it fetches no code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expectHydrated(page);
  const video = page.locator('#video video');
  await video.scrollIntoViewIfNeeded();
  await video.hover();
  await video.click();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('video-block'))).toEqual([]);
  await expect(video).toHaveAttribute('controls', '');
});

test('the Industry menu opens on a tap before the app has arrived, without it', async ({ page }) => {
  await page.route('**/_marketing/**/*.js', () => undefined); // the app never arrives
  await page.goto('/');
  await page.getByRole('button', { name: 'Industry', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Real Estate Developers', exact: true }).first()).toBeVisible();
});

test('the real-estate form posts before the app has arrived and checks itself once it has', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_marketing/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/real-estate');
  const submit = page.getByRole('form', { name: 'Demo request' }).getByRole('button', { name: 'Submit' });
  // Before hydration the button posts the form to the server; once hydrated its code comes as the form nears the
  // viewport, and then it waits for a valid form.
  await expect(submit).toBeEnabled();
  release();
  await expectHydrated(page);
  await expect(submit).toBeEnabled();
  await scrollToDeferred(submit);
  await expect(submit).toBeDisabled();
});

test('before the app arrives the key pages have no accessibility violations, at 1280 and 390px', async ({ page }) => {
  await page.route('**/_marketing/**/*.js', () => undefined); // the app never arrives
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/about', '/contact', '/real-estate', '/government']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  }
});
