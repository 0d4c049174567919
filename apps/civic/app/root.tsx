import { AppDocument, isNotFound, RootErrorBoundary, rootLinks } from '@civicbrief/app-shell';
import { rootData } from '@civicbrief/app-shell/server';
import { Navbar } from '@civicbrief/design-system';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { NewsletterFooter } from './components/newsletter';
import { PreviewBanner, PreviewErrorScreen } from './components/preview';
import { isPreview } from './components/preview/preview.server';
import { renderSiteLink } from './components/site-link';
import { ASSET_PREFIX } from './config';

export { rootMeta as meta, RootOutlet as default } from '@civicbrief/app-shell';

export const loader = async ({ context, request }: LoaderFunctionArgs) => ({
  ...rootData(context),
  preview: await isPreview(request),
});

export const links = rootLinks(ASSET_PREFIX);

export function Layout({ children }: { children: ReactNode }) {
  const preview = useRouteLoaderData<typeof loader>('root')?.preview ?? false;
  return (
    <AppDocument
      renderLink={renderSiteLink}
      banner={preview ? <PreviewBanner /> : null}
      navbar={<Navbar renderLink={renderSiteLink} search />}
      beforeFooter={<NewsletterFooter />}
    >
      {children}
    </AppDocument>
  );
}

/** What failed, for an editor in preview mode (Remix already hides server error details in production). */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const preview = useRouteLoaderData<typeof loader>('root')?.preview ?? false;
  // In preview mode a failing page is most often a draft using a block this app cannot render (spec §8).
  if (preview && !isNotFound(error)) return <PreviewErrorScreen message={errorMessage(error)} />;
  return <RootErrorBoundary />;
}
