#!/usr/bin/env node
// Gzipped bytes of the JavaScript a page ships: every <script src> and <link rel="modulepreload"> of the
// server-rendered HTML, fetched and gzipped at level 9 (what a CDN would send), in two columns:
// - "at load": what the document links outside <template> elements (the browser fetches it as it parses);
// - "first use": what the page's inert <template> holds (app-shell's DeferredScripts: Remix's scripts, put in
//   place and downloaded when the visitor first reaches for something interactive, decision 021).
// Usage: node tools/bench/page-weight.mjs http://localhost:3000/ http://localhost:3000/about ...
import { gzipSync } from 'node:zlib';

/** The script URLs a piece of HTML links. */
function linkedScripts(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(match[1]);
  // Inline module imports (Remix's entry script) name the entry and route chunks too.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?"([^"]+\.js)"/g)) urls.add(match[1]);
  return urls;
}

async function gzipKiB(urls, pageUrl) {
  let gzip = 0;
  for (const url of urls)
    gzip += gzipSync(Buffer.from(await (await fetch(new URL(url, pageUrl))).arrayBuffer()), { level: 9 }).length;
  return +(gzip / 1024).toFixed(1);
}

async function weigh(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const templates = [...html.matchAll(/<template[^>]*>([\s\S]*?)<\/template>/g)].map((match) => match[1]).join('\n');
  const atLoad = linkedScripts(html.replace(/<template[^>]*>[\s\S]*?<\/template>/g, ''));
  const firstUse = new Set([...linkedScripts(templates)].filter((url) => !atLoad.has(url)));
  return {
    page: pageUrl,
    'at load: files': atLoad.size,
    'at load: gzip KiB': await gzipKiB(atLoad, pageUrl),
    'first use: files': firstUse.size,
    'first use: gzip KiB': await gzipKiB(firstUse, pageUrl),
    'HTML gzip KiB': +(gzipSync(html).length / 1024).toFixed(1),
  };
}

const pages = process.argv.slice(2);
if (pages.length === 0) {
  console.error('Usage: node tools/bench/page-weight.mjs <page url> [...]');
  process.exit(2);
}
console.table(await Promise.all(pages.map(weigh)));
