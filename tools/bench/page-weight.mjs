#!/usr/bin/env node
// Gzipped bytes of the JavaScript a page ships: every <script src> and <link rel="modulepreload"> of the
// server-rendered HTML, fetched and gzipped at level 9 (what a CDN would send).
// Usage: node tools/bench/page-weight.mjs http://localhost:3000/ http://localhost:3000/about ...
import { gzipSync } from 'node:zlib';

async function weigh(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(match[1]);
  // Inline module imports (Remix's entry script) name the entry and route chunks too.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?"([^"]+\.js)"/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { page: pageUrl, files: urls.size, rawKiB: +(raw / 1024).toFixed(1), gzipKiB: +(gzip / 1024).toFixed(1), htmlGzipKiB: +(gzipSync(html).length / 1024).toFixed(1) };
}

const pages = process.argv.slice(2);
if (pages.length === 0) {
  console.error('Usage: node tools/bench/page-weight.mjs <page url> [...]');
  process.exit(2);
}
console.table(await Promise.all(pages.map(weigh)));
