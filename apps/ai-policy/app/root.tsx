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
import { renderSiteLink } from './components/site-link';
import { ASSET_PREFIX } from './config';
import { rootData } from './env.server';

export const loader = ({ context }: LoaderFunctionArgs) => rootData(context);

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
            <Navbar renderLink={renderSiteLink} />
            <main id="main">{children}</main>
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

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
