/**
 * What the root loader hands the document (see `rootData` in `@civicbrief/app-shell/server`): the
 * public settings and the request's CSP nonce, which <Scripts> and <ScrollRestoration> must carry.
 */
export interface ShellData {
  /** Origin of canonical links and structured data, e.g. https://civicbrief.example. */
  siteOrigin: string;
  cookieConsentId?: string;
  analyticsId?: string;
  marketingFormsId?: string;
  cspNonce?: string;
}
