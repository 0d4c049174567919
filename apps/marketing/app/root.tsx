import { documentLayout, rootLinks } from '@civicbrief/app-shell';
import { rootData } from '@civicbrief/app-shell/server';
import { MarketingNavbar } from '@civicbrief/design-system';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { renderSiteLink } from './components/site-link';
import { ASSET_PREFIX } from './config';

export { rootMeta as meta, RootErrorBoundary as ErrorBoundary, RootOutlet as default } from '@civicbrief/app-shell';

export const loader = ({ context }: LoaderFunctionArgs) => rootData(context);
export const links = rootLinks(ASSET_PREFIX);
export const Layout = documentLayout({
  renderLink: renderSiteLink,
  navbar: <MarketingNavbar renderLink={renderSiteLink} />,
});
