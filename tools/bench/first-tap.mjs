// First tap: how long a resident's tap takes to show its response, per page and control, on a phone as Lighthouse
// models it (CDP: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 Kbps up; Lighthouse's "simulated" mobile
// numbers applied as devtools throttling), on a first visit (fresh context, nothing cached):
// - "first visit": the page loaded and left alone 3 s, then the tap (the app may or may not have arrived);
// - "app loaded": the same once the page has hydrated (html[data-hydrated]).
// Each tap is timed as the browser itself times an interaction (Event Timing API, as INP): from the input to the next
// frame painted after its handlers ran, input delay (a busy main thread) included; for several keys, the slowest.
// The harness also waits until the response is visible (a popover open, a dialog, listbox options, the new URL's
// page) and prints that wall time too: it adds Playwright's checks and a CDP round trip per animation frame.
// Usage (stack running): node tools/bench/first-tap.mjs [--base=http://localhost:3000] [--runs=5] [--only=text]
import { chromium } from 'playwright';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const base = args.base ?? 'http://localhost:3000';
const runs = Number(args.runs ?? 5);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TIMEOUT_MS = 15_000;

const popoverOpen = () => document.querySelector(':popover-open') !== null;
const dialogShown = () =>
  document.querySelector('dialog[open], [role=dialog]') !== null || location.pathname === '/subscribe';
const optionsShown = () => document.querySelectorAll('[role=listbox] [role=option]').length > 0;
const guideShown = () => location.search.includes('guide=');

/** page | control | viewport | what the tap is | when it has answered. */
const CONTROLS = [
  [
    '/ca/santa-clara-county/saratoga',
    'Open menu',
    PHONE,
    (page) => page.getByRole('button', { name: 'Open menu' }).tap(),
    popoverOpen,
  ],
  [
    '/ca/santa-clara-county/saratoga',
    'Our cities',
    DESKTOP,
    (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our cities' }).click(),
    popoverOpen,
  ],
  [
    '/ca/santa-clara-county/saratoga',
    'Follow',
    PHONE,
    (page) => page.getByRole('button', { name: /^Follow / }).tap(),
    popoverOpen,
  ],
  [
    '/ca/santa-clara-county/saratoga',
    'Subscribe',
    PHONE,
    (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: 'Subscribe' })
        .or(page.getByRole('main').getByRole('link', { name: 'Subscribe' }))
        .first()
        .tap(),
    dialogShown,
  ],
  [
    '/city-search',
    'city search typing',
    PHONE,
    (page) => page.getByRole('combobox', { name: 'Search for your city' }).pressSequentially('sa'),
    optionsShown,
  ],
  ['/california', 'Open menu', PHONE, (page) => page.getByRole('button', { name: 'Open menu' }).tap(), popoverOpen],
  ['/', 'Open menu (marketing)', PHONE, (page) => page.getByRole('button', { name: 'Open menu' }).tap(), popoverOpen],
  [
    '/',
    'Industry',
    DESKTOP,
    (page) => page.getByRole('button', { name: 'Industry', exact: true }).click(),
    popoverOpen,
  ],
  [
    '/ai-policy-resources',
    'guide select',
    PHONE,
    (page) => page.getByRole('combobox', { name: 'Choose a guide' }).press('ArrowDown'),
    guideShown,
  ],
];

async function tapOnce([path, , viewport, tap, answered], appLoaded, browser) {
  const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE, isMobile: viewport === PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const kbps = (value) => (value * 1024) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: kbps(1638.4),
    uploadThroughput: kbps(750),
  });
  let scriptBytes = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      response.body().then(
        (body) => (scriptBytes += body.length),
        () => undefined,
      );
  });
  await page.addInitScript(() => {
    const taps = [];
    window.__taps = taps;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          taps.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  try {
    await page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
    if (appLoaded) await page.waitForSelector('html[data-hydrated]', { timeout: 60_000, state: 'attached' });
    await page.waitForTimeout(3000);
    const before = scriptBytes;
    const since = await page.evaluate(() => performance.now());
    const start = performance.now();
    await tap(page);
    await page.waitForFunction(answered, undefined, { polling: 'raf', timeout: TIMEOUT_MS });
    const wall = performance.now() - start;
    // Event Timing entries arrive after the frame they end in.
    await page.waitForTimeout(500);
    const inp = await page.evaluate((after) => {
      const byId = new Map();
      for (const tap of window.__taps)
        if (tap.start >= after) byId.set(tap.id, Math.max(byId.get(tap.id) ?? 0, tap.duration));
      return byId.size ? Math.max(...byId.values()) : null;
    }, since);
    // No entry: an interaction under 16 ms, or no trusted input; the wall time (an over-estimate) stands in.
    return { ms: inp ?? wall, wall, kib: before / 1024 };
  } catch {
    return { ms: Infinity, wall: Infinity, kib: scriptBytes / 1024 };
  } finally {
    await context.close();
  }
}

const p75 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1];
const show = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : `>${TIMEOUT_MS}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
console.log(
  `first tap, p75 of ${runs} runs (min-max), ms, tap to next paint (Event Timing); JS = raw KiB of scripts fetched before the tap\n`,
);
console.log(
  '| page | control | first visit | app loaded | wall time, first visit / app loaded | JS before the tap (first visit) |\n|---|---|---|---|---|---|',
);
for (const control of CONTROLS.filter(([path, name]) => !args.only || `${path} ${name}`.includes(args.only))) {
  const columns = [];
  const walls = [];
  let kib = 0;
  for (const appLoaded of [false, true]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await tapOnce(control, appLoaded, browser));
    const times = results.map((result) => result.ms);
    columns.push(`${show(p75(times))} (${show(Math.min(...times))}-${show(Math.max(...times))})`);
    walls.push(show(p75(results.map((result) => result.wall))));
    if (!appLoaded) kib = p75(results.map((result) => result.kib));
  }
  console.log(
    `| ${control[0]} | ${control[1]} | ${columns[0]} | ${columns[1]} | ${walls.join(' / ')} | ${kib.toFixed(0)} |`,
  );
}
await browser.close();
