#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths, in Debian's Chromium, to look at what residents see.
// Usage: node tools/screenshot/screenshot.mjs <outdir> <url> [url...]   (env WIDTHS=390,1280, FULL=1 for full page)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [outDir, ...urls] = process.argv.slice(2);
if (!outDir || urls.length === 0) {
  console.error('Usage: node tools/screenshot/screenshot.mjs <outdir> <url> [url...]');
  process.exit(2);
}
const widths = (process.env.WIDTHS || '390,1280').split(',').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const url of urls) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 844 : 900 },
      javaScriptEnabled: process.env.NOJS !== '1',
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL === '1' });
    console.log(join(outDir, name));
    await page.close();
  }
}
await browser.close();
