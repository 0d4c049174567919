#!/usr/bin/env node
// Lighthouse (mobile preset, the default config) over the key pages of decision 021, with Debian's Chromium
// headless; prints the four category scores plus LCP, TBT and CLS per page. Loopback only: nothing is
// downloaded at run time (chrome-launcher comes with lighthouse; the browser is CHROME_PATH or /usr/bin/chromium).
// Usage: node tools/bench/lighthouse/run.mjs [base URL, default http://127.0.0.1:3000] [--json <dir>]
// The meeting summary page is the first one the Saratoga city page links; the voter guide race page is the
// first race a voter guide index links.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonDir = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
const base = (args[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const cityPath = '/ca/santa-clara-county/saratoga';
const voterGuideIndexes = [
  '/city-level-elections',
  '/county-level-elections',
  '/state-level-elections',
  '/presidential-election',
];

async function html(path) {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

function hrefs(page, pattern) {
  return [...page.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]).filter((href) => pattern.test(href));
}

async function firstLink(fromPaths, pattern, what) {
  for (const path of fromPaths) {
    const [found] = hrefs(await html(path), pattern);
    if (found) return found;
  }
  throw new Error(`no ${what} link found on ${fromPaths.join(', ')}`);
}

async function pages() {
  const summary = await firstLink([cityPath], /\/summary\/[^/]+$/, 'meeting summary');
  const race = await firstLink(voterGuideIndexes, /^\/[a-z-]+-elections?\/[a-z0-9-]+-race$/, 'voter guide race');
  return ['/', '/about', '/california', '/ca/santa-clara-county', cityPath, summary, race, '/ai-policy-resources'];
}

async function audit(path) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function row(path, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page: path,
    perf: score('performance'),
    a11y: score('accessibility'),
    'best-pr': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(value('largest-contentful-paint')),
    'TBT ms': Math.round(value('total-blocking-time')),
    CLS: +value('cumulative-layout-shift').toFixed(3),
  };
}

const rows = [];
for (const path of await pages()) {
  const lhr = await audit(path);
  if (lhr.runtimeError) console.error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(join(jsonDir, `${path.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
  }
  rows.push(row(path, lhr));
}
console.table(rows);
