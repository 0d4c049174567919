#!/usr/bin/env node
// The first-use JavaScript budget (decision 021). A page loads no JavaScript until the visitor first
// reaches for something interactive (app-shell's DeferredScripts; the civic e2e suite asserts the 110/95 KiB
// budget of what a page loads before that, in the browser). This checks what that first use downloads: for
// each listed page, the gzip -9 bytes of the files Remix's scripts link (what tools/bench/page-weight.mjs counts
// as "first use"): the client manifest, the entry module and its imports, and each route of the page's chain
// (root, parents, leaf) with its imports, read from the production build's `build/client/assets/manifest-*.js`.
// Fails naming each page over budget, its total, the budget and its biggest files. Deterministic: no server.
// Usage: node tools/bundle/js-budget.mjs   (after `nx run-many -t build -p civic marketing ai-policy`)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const KIB = 1024;

/**
 * First-use budget in KiB per app (a ceiling a little above today's sizes, so growth is a decision, not an
 * accident); each page names its leaf route id (its parents come from the manifest), or `{ route, kib }` for a page
 * with a ceiling of its own. Civic's 150 KiB and marketing's and AI policy's 110 KiB are decision 021's budgets of what
 * a page fetches untouched (the shells measure 112-130, 107.8 and 107.7-108.7 KiB).
 */
export const BUDGETS = {
  civic: {
    kib: 150,
    pages: {
      '/california': 'routes/$state',
      '/ca/santa-clara-county': 'routes/$stateCode.$county._index',
      '/ca/santa-clara-county/saratoga': 'routes/$stateCode.$county.$city._index',
      'meeting summary': 'routes/$stateCode.$county.$city.summary.$slug',
      agenda: 'routes/$stateCode.$county.$city.agenda.$slug',
      'voter guide race': 'routes/state-level-elections.$race._index',
      '/dashboard': 'routes/dashboard',
      '/search': 'routes/search',
      // The topic-alert form is the page itself: its validation (react-hook-form, zod/mini) comes with it (142.2 KiB).
      '/alerts/new': { route: 'routes/alerts.new', kib: 145 },
    },
  },
  marketing: { kib: 110, pages: { '/': 'routes/_index', '/about': 'routes/about' } },
  'ai-policy': {
    kib: 110,
    pages: {
      '/ai-policy-resources': 'routes/ai-policy-resources._index',
      'AI policy guide': 'routes/ai-policy-resources.$guide',
    },
  },
};

/** The Remix client manifest of an app's production build and the folder its URLs resolve in. */
export function readManifest(app, appsRoot = join(root, 'apps')) {
  const assets = join(appsRoot, app, 'build/client/assets');
  const files = readdirSync(assets).filter((name) => /^manifest-.*\.js$/.test(name));
  if (files.length === 0) throw new Error(`${app}: no build/client/assets/manifest-*.js; build the app first`);
  // A stale manifest may survive next to the current one: the newest is the build's.
  const [file] = files.sort((a, b) => statSync(join(assets, b)).mtimeMs - statSync(join(assets, a)).mtimeMs);
  const text = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  return { manifest, assets, file };
}

/** The files (asset names) a page whose leaf route is `routeId` links, manifest included. */
export function pageFiles({ manifest, file }, routeId) {
  if (!manifest.routes[routeId]) throw new Error(`no route ${routeId} in the manifest`);
  const names = new Set([file]);
  const add = (url) => names.add(url.slice(url.lastIndexOf('/') + 1));
  add(manifest.entry.module);
  manifest.entry.imports.forEach(add);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    add(route.module);
    route.imports?.forEach(add);
  }
  return [...names];
}

/** Every listed page's gzipped total and its files, biggest first. */
export function measure(budgets = BUDGETS, appsRoot = undefined) {
  const results = [];
  for (const [app, { kib, pages }] of Object.entries(budgets)) {
    const build = readManifest(app, appsRoot);
    for (const [page, entry] of Object.entries(pages)) {
      const { route: routeId, kib: pageKib = kib } = typeof entry === 'string' ? { route: entry } : entry;
      const files = pageFiles(build, routeId)
        .map((name) => ({ name, gzip: gzipSync(readFileSync(join(build.assets, name)), { level: 9 }).length }))
        .sort((a, b) => b.gzip - a.gzip);
      const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
      results.push({ app, page, routeId, budget: pageKib * KIB, total, files });
    }
  }
  return results;
}

const kib = (bytes) => (bytes / KIB).toFixed(1);

/** One line per page over budget, with its five biggest files. */
export function overBudget(results) {
  return results
    .filter(({ total, budget }) => total > budget)
    .map(({ app, page, total, budget, files }) => {
      const biggest = files
        .slice(0, 5)
        .map(({ name, gzip }) => `${name} ${kib(gzip)} KiB`)
        .join(', ');
      return `${app} ${page}: ${kib(total)} KiB gzipped JavaScript on first use, budget ${kib(budget)} KiB; biggest: ${biggest}`;
    });
}

if (process.argv[1] === import.meta.filename) {
  const results = measure();
  console.table(
    results.map(({ app, page, files, total, budget }) => ({
      app,
      page,
      files: files.length,
      gzipKiB: +kib(total),
      budgetKiB: +kib(budget),
    })),
  );
  if (process.argv.includes('--files')) {
    for (const { app, page, files } of results)
      console.log(`${app} ${page}:`, files.map(({ name, gzip }) => `${name} ${kib(gzip)}`).join(', '));
  }
  const over = overBudget(results);
  if (over.length > 0) {
    console.error(`First-use JavaScript budget exceeded:\n${over.join('\n')}`);
    process.exit(1);
  }
  console.log('Every listed page is within its first-use JavaScript budget.');
}
