'use client';

import {
  Footer,
  GlobalStyle,
  PageHead,
  SkipLink,
  theme,
  ThirdPartyScripts,
  ToastProvider,
  type RenderLink,
} from '@civicbrief/design-system';
import { Links, Meta, ScrollRestoration, useLocation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DeferredScripts } from './deferred-hydration/deferred-scripts';
import type { ShellData } from './shell-data';

export interface AppDocumentProps {
  children: ReactNode;
  /** The chrome's links: `siteLinkFor(app)`. */
  renderLink: RenderLink;
  /** The app's navigation bar. */
  navbar: ReactNode;
  /** Above the navbar, e.g. civic's preview banner. */
  banner?: ReactNode;
  /** Between the page and the site footer, e.g. civic's newsletter signup. */
  beforeFooter?: ReactNode;
}

/**
 * The `<html>` document every app renders (its root `Layout`): head with meta, links and canonical
 * tags; the themed page shell around `main#main`; Remix's scripts with the request's CSP nonce, loaded on first
 * use (`DeferredScripts`); the
 * third-party scripts. Without root data (a failed root loader) it still renders, without the extras.
 */
export function AppDocument({ children, renderLink, navbar, banner, beforeFooter }: AppDocumentProps) {
  const env = useRouteLoaderData<ShellData>('root');
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {env ? <PageHead siteOrigin={env.siteOrigin} pathname={pathname} /> : null}
      </head>
      <body>
        {/* Our components read the theme from its import (a lint rule); the provider is for a consumer's own. */}
        <ThemeProvider theme={theme}>
          <ToastProvider>
            <GlobalStyle />
            <SkipLink />
            {banner}
            {navbar}
            <main id="main">{children}</main>
            {beforeFooter}
            <Footer renderLink={renderLink} />
          </ToastProvider>
        </ThemeProvider>
        <ScrollRestoration nonce={env?.cspNonce} />
        <DeferredScripts nonce={env?.cspNonce} />
        {env ? (
          <ThirdPartyScripts
            cookieConsentId={env.cookieConsentId}
            analyticsId={env.analyticsId}
            marketingFormsId={env.marketingFormsId}
          />
        ) : null}
      </body>
    </html>
  );
}

/** A root route's `Layout` with fixed chrome: `export const Layout = documentLayout({ renderLink, navbar })`. */
export function documentLayout(chrome: Omit<AppDocumentProps, 'children'>) {
  return function Layout({ children }: { children: ReactNode }) {
    return <AppDocument {...chrome}>{children}</AppDocument>;
  };
}
