/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mapCspSources, tileSource } from './map-csp';
import { securityHeaders } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

async function cspWith(env: Record<string, string>) {
  const app = express();
  app.use(securityHeaders(env));
  app.get('/', (_req, res) => res.send('ok'));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return answer.headers.get('content-security-policy') ?? '';
  } finally {
    server.close();
  }
}

describe('the city map in the CSP', () => {
  it("names the tile host: the template's origin, or its subdomains", () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('http://127.0.0.1:4110/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4110');
    expect(tileSource('https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('https://*.tiles.example');
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource('not a url')).toBeNull();
  });

  it('allows the default and a configured tile host in img-src, and nothing more without a Google key', async () => {
    expect(directive(await cspWith({}), 'img-src')).toBe("img-src 'self' data: https: https://tile.openstreetmap.org");
    const local = await cspWith({ MAP_TILE_URL: 'http://127.0.0.1:4110/tiles/{z}/{x}/{y}.png' });
    expect(directive(local, 'img-src')).toBe("img-src 'self' data: https: http://127.0.0.1:4110");
    expect(directive(local, 'font-src')).toBe("font-src 'self' data:");
    expect(directive(local, 'worker-src')).toBe('');
  });

  it("adds Google's fonts and blob: workers with a key; its script comes in through the nonce and 'strict-dynamic'", async () => {
    const csp = await cspWith({
      GOOGLE_MAPS_API_KEY: 'key',
      MAP_TILE_URL: 'http://127.0.0.1:4110/tiles/{z}/{x}/{y}.png',
    });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https:");
    expect(directive(csp, 'font-src')).toBe("font-src 'self' data: https://fonts.gstatic.com");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' 'strict-dynamic'$/);
    expect(mapCspSources({ GOOGLE_MAPS_API_KEY: ' ' }).imgSrc).toEqual(['https://tile.openstreetmap.org']);
  });
});
