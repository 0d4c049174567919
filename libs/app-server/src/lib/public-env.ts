/** Settings the browser may see, read on the server and passed down by the root loader. */
export interface PublicEnv {
  /** Origin of canonical links and structured data, e.g. https://civicbrief.example. */
  siteOrigin: string;
  cookieConsentId?: string;
  analyticsId?: string;
  marketingFormsId?: string;
}

export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** Only these variables are exposed; nothing else from the environment reaches the page. */
export function readPublicEnv(env: Readonly<Record<string, string | undefined>> = process.env): PublicEnv {
  return {
    siteOrigin: (optional(env['SITE_ORIGIN']) ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
    cookieConsentId: optional(env['COOKIE_CONSENT_ID']),
    analyticsId: optional(env['ANALYTICS_ID']),
    marketingFormsId: optional(env['MARKETING_FORMS_ID']),
  };
}
