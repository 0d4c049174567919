import {
  expect,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectServerPage,
  MOBILE_VIEWPORT,
  test,
} from '@civicbrief/e2e-support';

// The content pages' titles and h1s come from the seeded content store (tools/content/seed/marketing.ts).
const pages = [
  {
    path: '/',
    title: 'Local government meetings, summarized | CivicBrief',
    heading: 'Know what your local government decided, without sitting through the meeting',
    jsonLd: true,
  },
  {
    path: '/about',
    title: 'About CivicBrief | CivicBrief',
    heading: 'Local decisions shape daily life. Following them should take minutes.',
    jsonLd: true,
  },
  { path: '/contact', title: 'Contact CivicBrief | CivicBrief', heading: 'Talk to us', jsonLd: true },
  {
    path: '/real-estate',
    title: 'Real Estate Developers | CivicBrief',
    heading: 'Local decisions move markets. See them first.',
    jsonLd: true,
  },
  // The spec's four structured-data paths are above; the others carry none.
  {
    path: '/government',
    title: 'CivicBrief for Local Government | CivicBrief',
    heading: 'Every resident deserves to know what their council decided',
    jsonLd: false,
  },
  { path: '/terms-of-service', title: 'Terms of Service | CivicBrief', heading: 'Terms of Service', jsonLd: false },
  { path: '/privacy-policy', title: 'Privacy Policy | CivicBrief', heading: 'Privacy Policy', jsonLd: false },
  {
    path: '/subscription-center',
    title: 'Subscription center | CivicBrief',
    heading: 'Subscription center is no longer active.',
    jsonLd: false,
  },
];

for (const page of pages) {
  test.describe(page.path, () => {
    test('renders on the server with its styles, title, canonical link and structured data', async ({
      request,
      baseURL,
    }) => {
      await expectServerPage(request, baseURL, page);
    });

    test('has no accessibility violations on desktop and at 390px', async ({ page: browserPage }) => {
      await browserPage.goto(page.path);
      await expect(browserPage.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
      await expect(browserPage).toHaveTitle(page.title);
      await expectNoAxeViolations(browserPage);
      await browserPage.setViewportSize(MOBILE_VIEWPORT);
      await expectNoAxeViolations(browserPage);
    });
  });
}

test('the subscription center shows only its notice', async ({ page }) => {
  await page.goto('/subscription-center');
  await expect(page.getByRole('main')).toHaveText('Subscription center is no longer active.');
});

test('an unknown marketing path is a real 404 page', async ({ request, page }) => {
  await expectNotFoundPage(request, page, '/_marketing/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
