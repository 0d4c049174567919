// Renders the built server entry and checks the page and the browser bundle.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const { render } = await import('./dist-ssr/entry-server.js');
const html = render();
assert.match(html, /Saratoga City Council/);
assert.match(html, /<form[^>]*aria-label="Newsletter"|<form[^>]*name="Newsletter"|Newsletter/);
assert.match(html, /How are we doing\?/);
assert.match(html, /<style[^>]*data-styled/);
const client = readdirSync('dist/assets')
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(`dist/assets/${name}`, 'utf8'))
  .join('\n');
// contracts turns zod's eval probe off in a module imported for its effect: a strict CSP page must keep it.
assert.match(client, /jitless/, "contracts' zod setup was dropped from the browser bundle");
console.log('vite-ssr: ok');
