import {
  ErrorPage,
  Footer,
  GlobalStyle,
  Navbar,
  PageHead,
  SkipLink,
  theme,
  ThirdPartyScripts,
  ToastProvider,
} from '@civicbrief/design-system';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { NewsletterFooter } from './components/newsletter';
import { PreviewBanner, PreviewErrorScreen } from './components/preview';
import { renderSiteLink } from './components/site-link';
import { ASSET_PREFIX } from './config';
import { rootData } from './env.server';
import { isPreview } from './components/preview/preview.server';

export const loader = async ({ context, request }: LoaderFunctionArgs) => ({
  ...rootData(context),
  preview: await isPreview(request),
});

export const links: LinksFunction = () => [{ rel: 'icon', href: `${ASSET_PREFIX}favicon.svg`, type: 'image/svg+xml' }];

export const meta: MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? 'Page not found | CivicBrief' : 'Error | CivicBrief' },
];

export function Layout({ children }: { children: ReactNode }) {
  const env = useRouteLoaderData<typeof loader>('root');
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
        <ThemeProvider theme={theme}>
          <ToastProvider>
            <GlobalStyle />
            <SkipLink />
            {env?.preview ? <PreviewBanner /> : null}
            <Navbar renderLink={renderSiteLink} />
            <main id="main">{children}</main>
            <NewsletterFooter />
            <Footer renderLink={renderSiteLink} />
          </ToastProvider>
        </ThemeProvider>
        <ScrollRestoration nonce={env?.cspNonce} />
        <Scripts nonce={env?.cspNonce} />
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

export default function App() {
  return <Outlet />;
}

/** What failed, for an editor in preview mode (Remix already hides server error details in production). */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const preview = useRouteLoaderData<typeof loader>('root')?.preview ?? false;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // In preview mode a failing page is most often a draft using a block this app cannot render (spec §8).
  if (preview && !notFound) return <PreviewErrorScreen message={errorMessage(error)} />;
  return <ErrorPage notFound={notFound} />;
}
