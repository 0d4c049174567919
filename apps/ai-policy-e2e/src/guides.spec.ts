import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  screenshotPath,
  serverHtml,
  test,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { GUIDE, SIX_GUIDES } from './guides-support';

const RESOURCES = '/ai-policy-resources';

/** Scrolls a reader down to a section, as far as its heading's landing place under the sticky bars. */
async function scrollToTop(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
}

interface OneSheeterTool {
  SOURCE: string;
  parseSource(text: string): unknown;
  buildOneSheeter(sheet: unknown): Promise<Uint8Array>;
}

test("the standalone select starts empty at 'Select a resource', lists the guides, shows the chosen one and clears with the blank option", async ({
  page,
}) => {
  await page.goto(RESOURCES);
  await expectHydrated(page);
  const select = page.getByRole('combobox', { name: 'Choose a guide' });
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText('Select a resource');
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.slice(1)).toEqual(expect.arrayContaining(SIX_GUIDES));
  await expect(page.getByRole('button', { name: 'Show guide' })).toHaveCount(0);

  await select.selectOption(GUIDE.slug);
  await expect(page).toHaveURL(`${RESOURCES}?guide=${GUIDE.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: GUIDE.title })).toBeVisible();
  // Under the guide's h2 title, its h5 topics are h3 and its h6 sections h4.
  await expect(page.locator(`h4#${GUIDE.section.id}`)).toHaveText(GUIDE.section.title);
  await expect(page.getByRole('navigation', { name: 'Topics' })).toBeVisible();

  await select.selectOption('');
  await expect(page).toHaveURL(RESOURCES);
  await expect(page.getByRole('heading', { level: 2, name: GUIDE.title })).toHaveCount(0);
  await expect(select).toHaveValue('');
});

test('without JavaScript the select is a GET form: Show guide puts the guide in the URL and the server shows it', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(
    browser,
    async (page) => {
      await page.goto(`${baseURL}${RESOURCES}`);
      await page.getByRole('combobox', { name: 'Choose a guide' }).selectOption('buying-ai-tools');
      await page.getByRole('button', { name: 'Show guide' }).click();
      await expect(page).toHaveURL(`${baseURL}${RESOURCES}?guide=buying-ai-tools`);
      await expect(page.getByRole('heading', { level: 2, name: 'Buying AI Tools' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Choose a guide' })).toHaveValue('buying-ai-tools');
      // The navigator's links are real #id links in the server's HTML.
      await page
        .getByRole('navigation', { name: 'Topics' })
        .getByRole('link', { name: 'Prohibit training on your data' })
        .click();
      await expect(page).toHaveURL(/#user-content-prohibit-training-on-your-data$/);
    },
    { viewport: DESKTOP_VIEWPORT },
  );
});

test("a guide's page renders on the server: title, canonical link, topics and the guide's headings under its h1", async ({
  request,
  baseURL,
}) => {
  const html = await serverHtml(request, GUIDE.path);
  expect(html).toContain(`<title>${GUIDE.title} | AI Policy Resources | CivicBrief</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${GUIDE.path}"/>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${GUIDE.title.replace(/[()]/g, '\\$&')}</h1>`));
  expect(html).toContain(`<h3 id="${GUIDE.section.id}">${GUIDE.section.title}</h3>`);
  expect(html).toContain(`href="#${GUIDE.section.id}"`);
  expect(html).not.toContain('<h5');
});

test('on 1280px the navigator is a sticky accordion at 100px, its list at most 360px high, and it highlights the section in view', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(
    topics.locator('details').filter({ has: page.getByRole('heading', { name: GUIDE.topic }) }),
  ).toHaveAttribute('open', '');
  // The accordion's list scrolls inside at most 360px (spec §9).
  const listHeights = await topics
    .locator('div')
    .evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).maxHeight).filter((value) => value !== 'none'));
  expect(listHeights).toEqual(['360px']);

  await topics.getByRole('link', { name: GUIDE.section.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${GUIDE.section.id}$`));
  await expect(topics.getByRole('link', { name: GUIDE.section.title })).toHaveAttribute('aria-current', 'location');
  expect(Math.round((await topics.boundingBox())?.y ?? -1)).toBe(100);

  await scrollToTop(page, GUIDE.lateSection.id);
  await expect(topics.getByRole('link', { name: GUIDE.lateSection.title })).toHaveAttribute('aria-current', 'location');
  await expect(topics.locator('a[aria-current]')).toHaveCount(1);
  expect(Math.round((await topics.boundingBox())?.y ?? -1)).toBe(100);
  await page.screenshot({ path: screenshotPath('guide-1280.png') });
});

test('on 390px the navigator is a sticky dropdown at 80px that jumps to a section and shows the section in view', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('heading', { name: GUIDE.topic })).toBeHidden();
  const jump = topics.getByRole('combobox', { name: 'Jump to a section' });
  await jump.selectOption(GUIDE.section.id);
  await expect(page).toHaveURL(new RegExp(`#${GUIDE.section.id}$`));
  await expect(page.locator(`#${GUIDE.section.id}`)).toBeInViewport();
  expect(Math.round((await topics.boundingBox())?.y ?? -1)).toBe(80);

  await scrollToTop(page, GUIDE.lateSection.id);
  await expect(jump).toHaveValue(GUIDE.lateSection.id);
  expect(Math.round((await topics.boundingBox())?.y ?? -1)).toBe(80);
  await page.screenshot({ path: screenshotPath('guide-390.png') });
});

test('the share links carry utm_source (the network), utm_medium=social and utm_campaign=share for the guide page', async ({
  page,
  baseURL,
}) => {
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  const share = page.getByRole('list', { name: 'Share this guide' });
  const expected: [string, string, string][] = [
    ['Share by email', 'mailto:', 'email'],
    ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?', 'facebook'],
    ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?', 'linkedin'],
    ['Share on Nextdoor', 'https://nextdoor.com/sharekit/?', 'nextdoor'],
    ['Share on X (Twitter)', 'https://twitter.com/intent/tweet?', 'twitter'],
  ];
  const names = await share
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(names).toEqual(expected.map(([name]) => name));
  for (const [name, prefix, source] of expected) {
    const href = (await share.getByRole('link', { name }).getAttribute('href')) ?? '';
    expect(href.startsWith(prefix)).toBe(true);
    const shared = `${baseURL}${GUIDE.path}?utm_source=${source}&utm_medium=social&utm_campaign=share`;
    expect(decodeURIComponent(href)).toContain(shared);
  }
});

test('printing shows only the logo, the title AI Policy Resources and the guide', async ({ page }) => {
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  await page.emulateMedia({ media: 'print' });
  const header = page.locator('[data-print-header]');
  await expect(header).toBeVisible();
  await expect(header.getByRole('heading', { name: 'AI Policy Resources' })).toBeVisible();
  await expect(header.getByText('CivicBrief')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: GUIDE.title })).toBeVisible();
  await expect(page.locator(`#${GUIDE.section.id}`)).toBeVisible();
  for (const hidden of [
    page.getByRole('navigation', { name: 'Topics' }),
    page.getByRole('list', { name: 'Share this guide' }),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('link', { name: 'Download AI one-sheeter PDF' }),
    page.getByRole('link', { name: 'All AI policy resources' }),
    page.locator('body > header, body nav').first(),
    page.getByRole('contentinfo'),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: screenshotPath('guide-print.png'), fullPage: true });
});

test('the one-sheeter downloads as a one-page PDF titled "Quick Reference Guide: Responsible AI Use in Government", the build of its source', async ({
  page,
}) => {
  await page.goto(GUIDE.path);
  await expectHydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download AI one-sheeter PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('quick-reference-guide-responsible-ai-use-in-government.pdf');
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(pdf.getTitle()).toBe('Quick Reference Guide: Responsible AI Use in Government');
  expect(pdf.getAuthor()).toBe('CivicBrief');
  expect(pdf.getPageCount()).toBe(1);
  // The committed file is what tools/pdf/one-sheeter.mjs makes of tools/pdf/one-sheeter.md today.
  const tool = pathToFileURL(join(__dirname, '../../../tools/pdf/one-sheeter.mjs')).href;
  const { buildOneSheeter, parseSource, SOURCE } = (await import(tool)) as OneSheeterTool;
  const built = await buildOneSheeter(parseSource(readFileSync(SOURCE, 'utf8')));
  expect(Buffer.from(built).equals(bytes)).toBe(true);
});

test('the standalone page with a guide and a guide page are accessible on desktop and at 390px', async ({ page }) => {
  for (const path of [
    `${RESOURCES}?guide=residents-data-and-privacy`,
    '/ai-policy-resources/ai-written-communications-and-meeting-summaries',
  ]) {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(path);
    await expectHydrated(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(`${RESOURCES}?guide=transparency-and-disclosure`);
  await page.screenshot({ path: screenshotPath('resources-1280.png'), fullPage: true });
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.screenshot({ path: screenshotPath('resources-390.png'), fullPage: true });
});
