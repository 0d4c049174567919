import type { Page, Request } from '@playwright/test';
import {
  expect,
  scrollToDeferred,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  expectHydrated,
  test,
  withoutJavaScript,
} from '@civicbrief/e2e-support';

// The marketing pages are their content: the seeded blocks (tools/content/seed/marketing.ts) rendered through the
// marketing registry (apps/marketing/app/components/blocks, decision 028).
const SECTIONS: Record<string, string[]> = {
  '/': [
    'How it works',
    'CivicBrief in a minute',
    'Who uses CivicBrief',
    'What you get',
    'What early customers tell us (sample quotes)',
    'Book a demo',
  ],
  '/about': ['Why we started CivicBrief', 'How we work', 'What early customers tell us (sample quotes)'],
  '/contact': ['Book a demo', 'Start a free trial', 'Already a customer?'],
  '/real-estate': [
    'How development teams use CivicBrief',
    'One brief per market',
    'What early customers tell us (sample quotes)',
    'Book a demo for your markets',
    'Rather get a call back?',
  ],
  '/privacy-policy': ['What we collect', 'How we use it', 'Who we share it with', 'Your choices'],
  '/terms-of-service': ['Our content', 'Your use of the services', 'Newsletters', 'Liability', 'Changes'],
};
const OFFICIALS = 'Welcome, League of California Cities attendees!';
const DEVELOPERS = 'Welcome, ULI Fall Meeting attendees!';

/** Every request the page makes to a video-sharing or CRM host, answered locally so the test never leaves the machine. */
async function watchThirdParties(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(/youtube|ytimg|vimeo|hsforms|hs-scripts/, (route) => {
    seen.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return seen;
}

for (const [path, headings] of Object.entries(SECTIONS)) {
  test(`${path} renders its content blocks on the server, with the content's meta tags`, async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    for (const heading of headings)
      expect(html, heading).toMatch(new RegExp(`<h2[^>]*>${heading.replace(/[()?]/g, '\\$&')}</h2>`));
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    // Our own copy carries no sample labels (tools/content/seed/page.ts authoredPage).
    expect(html).not.toContain('(Sample)');
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  });
}

test('the testimonials carousel pages with its buttons from the keyboard', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Testimonial slides' });
  const next = slides.getByRole('button', { name: 'Next testimonial' });
  const previous = slides.getByRole('button', { name: 'Previous testimonial' });
  const track = slides.getByRole('list');
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  // A resident scrolls down to the carousel; its code arrives as it nears the viewport (decision 021). Until it has
  // taken over, Enter on the server's button does nothing, so it is pressed again.
  await scrollToDeferred(slides);
  await expect(async () => {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => track.evaluate((list) => list.scrollLeft), { timeout: 1000 }).toBeGreaterThan(0);
  }).toPass();
  await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
  await previous.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBe(0);
});

test('the tabbed block switches tabs with the arrow keys', async ({ page }) => {
  await page.goto('/about');
  const tabs = page.getByRole('tablist', { name: 'How we work' });
  await expect(page.getByRole('tabpanel')).toContainText('Only the public record');
  // Its code arrives as it nears the viewport; until then the arrow key does nothing, so it is pressed again.
  await scrollToDeferred(tabs);
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Sources' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Editing' })).toBeFocused({ timeout: 1000 });
  }).toPass();
  await expect(tabs.getByRole('tab', { name: 'Editing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('AI drafts, people check');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toContainText('Positions and votes, not opinions');
});

test('the default video is the bundled mp4 with its poster and captions, and nothing is asked of a video host', async ({
  page,
  request,
}) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto('/');
  const video = page.locator('#video video');
  await expect(video).toHaveAttribute('poster', '/_marketing/media/civicbrief-tour-poster.jpg');
  await expect(video.locator('source')).toHaveAttribute('src', '/_marketing/media/civicbrief-tour.mp4');
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
    'src',
    '/_marketing/media/civicbrief-tour.en.vtt',
  );
  for (const file of ['civicbrief-tour.mp4', 'civicbrief-tour-poster.jpg', 'civicbrief-tour.en.vtt'])
    expect((await request.get(`/_marketing/media/${file}`)).status(), file).toBe(200);
  expect(await (await request.get('/_marketing/media/civicbrief-tour.en.vtt')).text()).toMatch(/^WEBVTT/);
  expect(thirdParty).toEqual([]);
});

test('a YouTube link in the content shows a poster first and loads the nocookie player only after the click', async ({
  page,
}) => {
  const thirdParty = await watchThirdParties(page);
  // The content store answers the home page with a Video block naming a YouTube watch URL: the page's data as the
  // browser loads it on a client-side navigation.
  await page.route(/\/\?_data=routes%2F_index/, async (route) => {
    const response = await route.fetch();
    const data = await response.json();
    for (const entry of data.page.blocks)
      if (entry.block === 'Video')
        entry.props = { ...entry.props, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42' };
    await route.fulfill({ response, json: data });
  });
  await page.goto('/about');
  // A client-side navigation needs the app: it loads by itself once the page has painted.
  await expectHydrated(page);
  await page
    .getByRole('link', { name: /CivicBrief home/i })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  const play = page.getByRole('button', { name: 'Play video: CivicBrief in a minute' });
  await expect(play).toBeVisible();
  await expect(page.locator('#video iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await play.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator('#video iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&autoplay=1');
  await expect(frame).toHaveAttribute('title', 'CivicBrief in a minute');
  await expect
    .poll(() => thirdParty.map((request) => request.url()))
    .toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&autoplay=1');
});

test('each conference banner greets only the visitors of its own link, from the server', async ({ request }) => {
  const greetings = async (path: string) => {
    const html = await (await request.get(path)).text();
    // Rendered banners, not the page's data (which carries every block's props).
    return [OFFICIALS, DEVELOPERS].filter((greeting) => html.includes(`<strong>${greeting}</strong>`));
  };
  expect(await greetings('/')).toEqual([]);
  expect(await greetings('/?event=calcities-2026')).toEqual([OFFICIALS]);
  expect(await greetings('/?utm_source=conference&utm_campaign=uli-fall-2026')).toEqual([DEVELOPERS]);
  expect(await greetings('/real-estate?utm_campaign=uli-fall-2026')).toEqual([DEVELOPERS]);
  expect(await greetings('/real-estate?event=calcities-2026')).toEqual([]);
  expect(await greetings('/?event=other-conference')).toEqual([]);
});

test('a banner shows without JavaScript and is axe clean at both widths', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/?event=calcities-2026');
    const banner = page.getByRole('region', {
      name: 'Welcome, League of California Cities Annual Conference attendees',
    });
    await expect(banner).toContainText(OFFICIALS);
    await expect(banner.getByRole('link', { name: 'Onboard your city' })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByText(DEVELOPERS)).toHaveCount(0);
  });
});

for (const path of ['/?event=calcities-2026', '/real-estate?utm_campaign=uli-fall-2026']) {
  test(`${path} with its banner has no accessibility violations at 1280 and 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('region', { name: /^Welcome, / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expectNoAxeViolations(page);
  });
}

test('without CRM ids the free-trial block is a link to the contact form and the CRM loader is never asked for', async ({
  page,
}) => {
  const thirdParty = await watchThirdParties(page);
  await page.goto('/contact');
  const trial = page.locator('#free-trial');
  await expect(trial.getByRole('link', { name: 'Ask for a free trial' })).toHaveAttribute(
    'href',
    '/contact#contact-form',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(thirdParty).toEqual([]);
});

test('/government renders its blocks and the extended demo form for Local Government, axe clean at both widths', async ({
  page,
}) => {
  await page.goto('/government');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Every resident deserves to know what their council decided' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('CivicBrief for Local Government | CivicBrief');
  for (const heading of [
    'What your city gets',
    'Where it helps',
    'CivicBrief in a minute',
    'Talk to us about your city',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  const form = page.locator('#contact-form').getByRole('form', { name: 'Book a demo' });
  await expect(form.getByRole('textbox', { name: 'Regions, MSAs or markets you cover' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Industry' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
});
