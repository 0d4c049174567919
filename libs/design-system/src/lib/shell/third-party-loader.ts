import { initGtag } from './analytics';

export interface ThirdPartyIds {
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

/** Adds the script of each configured third party, once per page. */
export function loadThirdPartyScripts({ cookieConsentId, analyticsId, marketingFormsId }: ThirdPartyIds): void {
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
