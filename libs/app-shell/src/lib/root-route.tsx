'use client';

import { ErrorPage } from '@civicbrief/design-system';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Outlet, useRouteError } from '@remix-run/react';

/** Whether a route error is a 404 (a thrown `Response` with that status, e.g. from the catch-all route). */
export const isNotFound = (error: unknown): boolean => isRouteErrorResponse(error) && error.status === 404;

/** The root route's meta: the title of an error page (pages set their own). */
export const rootMeta: MetaFunction = ({ error }) => [
  { title: isNotFound(error) ? 'Page not found | CivicBrief' : 'Error | CivicBrief' },
];

/** The root route's links: the favicon, under the app's asset prefix. */
export const rootLinks =
  (assetPrefix: string): LinksFunction =>
  () => [{ rel: 'icon', href: `${assetPrefix}favicon.svg`, type: 'image/svg+xml' }];

/** The root route's component: the page itself, inside the app's `Layout`. */
export function RootOutlet() {
  return <Outlet />;
}

/** The spec's error page, or its not-found page for a 404; server error details never show. */
export function RootErrorBoundary() {
  return <ErrorPage notFound={isNotFound(useRouteError())} />;
}
