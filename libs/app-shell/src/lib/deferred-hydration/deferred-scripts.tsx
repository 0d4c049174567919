'use client';

import { Scripts } from '@remix-run/react';
import { useEffect } from 'react';

/** The `<template>` holding Remix's scripts until the page has painted, and the event that says the page has hydrated. */
export const DEFERRED_SCRIPTS_ID = 'cb-app-scripts';
export const HYDRATED_EVENT = 'cb:hydrated';
/** Dispatched on `window` just before React starts hydrating the document (hydrate-document.tsx). */
export const HYDRATING_EVENT = 'cb:hydrating';

/**
 * The inline loader's source text, given on the server by the root loader (`rootData`, app-loader.server.ts).
 * The browser never needs it: the script has run by the time React hydrates, and React leaves the server's text of
 * a `dangerouslySetInnerHTML` element as it is, so the browser's bundle does not carry the loader twice.
 */
let loaderSource = '';

export function provideAppLoaderSource(source: string): void {
  loaderSource = source;
}

/**
 * Remix's `<Scripts>`, loaded right after the page has painted instead of with it (decision 021). The server
 * renders them inside an inert `<template>` followed by the small loader; the loader puts them back in place
 * before they run, so by the time React hydrates, the document holds exactly what this renders in the browser
 * (the scripts without the template).
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  const loader = <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderSource }} />;
  if (typeof document === 'undefined') {
    return (
      <>
        <template id={DEFERRED_SCRIPTS_ID}>
          <Scripts nonce={nonce} />
        </template>
        {loader}
      </>
    );
  }
  return (
    <>
      <Scripts nonce={nonce} />
      {loader}
    </>
  );
}
