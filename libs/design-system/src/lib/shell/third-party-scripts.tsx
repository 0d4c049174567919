'use client';

import { useEffect } from 'react';
import { initGtag } from './analytics';

export interface ThirdPartyScriptsProps {
  /** Cookie consent (Cookiebot-style) domain group id. */
  cookieConsentId?: string;
  /** Analytics tag (gtag) measurement id. */
  analyticsId?: string;
  /** Marketing forms and tracking (HubSpot-style) portal id. */
  marketingFormsId?: string;
}

function appendScriptOnce(id: string, src: string, attributes: Record<string, string> = {}): boolean {
  if (document.getElementById(id)) return false;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  // Injected scripts run async anyway; the attribute states it in the markup too.
  script.setAttribute('async', '');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return true;
}

export function loadThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId }: ThirdPartyScriptsProps): void {
  if (cookieConsentId) {
    appendScriptOnce('Cookiebot', 'https://consent.cookiebot.com/uc.js', { 'data-cbid': cookieConsentId });
  }
  if (analyticsId) {
    const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
    if (appendScriptOnce('gtag-js', src)) initGtag(analyticsId);
  }
  if (marketingFormsId) {
    appendScriptOnce('hs-script-loader', `https://js.hs-scripts.com/${encodeURIComponent(marketingFormsId)}.js`);
  }
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };

/**
 * Loads the third-party scripts whose ids are set, lazily: after the window's load event, then when the
 * browser is idle, so they never compete with the page's own resources. Renders nothing (also on the server).
 */
export function ThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId }: ThirdPartyScriptsProps) {
  useEffect(() => {
    if (!cookieConsentId && !analyticsId && !marketingFormsId) return undefined;
    const w = window as IdleWindow;
    let idleHandle: number | undefined;
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
    const load = () => loadThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId });
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
