/** URL prefix of this app's assets (the Vite `base`); the gateway routes it here. Read by vite.config.ts: no imports. */
export const ASSET_PREFIX = '/_marketing/';
