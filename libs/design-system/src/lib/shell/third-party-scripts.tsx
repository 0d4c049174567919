'use client';

import { useEffect } from 'react';
import type { ThirdPartyIds } from './third-party-loader';

export type ThirdPartyScriptsProps = ThirdPartyIds;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Loads the third-party scripts whose ids are set, lazily: after the window's load event, then when the
 * browser is idle, so they never compete with the page's own resources. The code that adds them is its own chunk,
 * fetched only when an id is set. Renders nothing (also on the server).
 */
export function ThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId }: ThirdPartyScriptsProps) {
  useEffect(() => {
    if (!cookieConsentId && !analyticsId && !marketingFormsId) return undefined;
    const w = window as IdleWindow;
    let idleHandle: number | undefined;
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      void import('./third-party-loader').then(({ loadThirdPartyScripts }) =>
        loadThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId }),
      );
    };
    const scheduleWhenIdle = () => {
      if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(load);
      else timeoutHandle = setTimeout(load, 1);
    };
    if (document.readyState === 'complete') scheduleWhenIdle();
    else window.addEventListener('load', scheduleWhenIdle, { once: true });
    return () => {
      window.removeEventListener('load', scheduleWhenIdle);
      if (idleHandle !== undefined) w.cancelIdleCallback?.(idleHandle);
      if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
    };
  }, [cookieConsentId, analyticsId, marketingFormsId]);
  return null;
}
