// The Remix-bound packages (React 18: Remix 2's peer) loaded by plain Node: the app server's helpers and the shell's server entry.
import assert from 'node:assert/strict';
import { readPublicEnv, sameSitePath } from '@civicbrief/app-server';
import { rootData } from '@civicbrief/app-shell/server';

assert.equal(readPublicEnv({ SITE_ORIGIN: 'https://civic.example/' }).siteOrigin, 'https://civic.example');
assert.equal(sameSitePath('//evil.example'), '/');
assert.equal(typeof rootData, 'function');
console.log('node-remix: ok');
