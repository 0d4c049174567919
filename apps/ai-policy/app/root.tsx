import { AppDocument, rootLinks, type ShellData } from '@civicbrief/app-shell';
import { rootData } from '@civicbrief/app-shell/server';
import { Navbar } from '@civicbrief/design-system';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLocation, useRouteLoaderData } from '@remix-run/react';
import { useMemo, type ReactNode } from 'react';
import { aiPolicyHostLinks, renderSiteLink } from './components/site-link';
import { ASSET_PREFIX } from './config';
import { publicOrigin } from './guides/guides.server';
import { basePathOf } from './guides/paths';

export { rootMeta as meta, RootErrorBoundary as ErrorBoundary, RootOutlet as default } from '@civicbrief/app-shell';

type RootData = ShellData & { mainSiteOrigin: string };

/** The shell's data; canonical links name the AI-policy host when AI_POLICY_HOST is set (decision 031). */
export const loader = ({ context }: LoaderFunctionArgs): RootData => {
  const shell = rootData(context);
  return { ...shell, siteOrigin: publicOrigin(shell.siteOrigin), mainSiteOrigin: shell.siteOrigin };
};
export const links = rootLinks(ASSET_PREFIX);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  // At the root of the AI-policy host, the chrome's links to the other apps go to the main site.
  const onAiPolicyHost = Boolean(data && data.siteOrigin !== data.mainSiteOrigin && basePathOf(pathname) === '');
  const renderLink = useMemo(
    () => (onAiPolicyHost && data ? aiPolicyHostLinks(data.mainSiteOrigin) : renderSiteLink),
    [onAiPolicyHost, data],
  );
  return (
    <AppDocument renderLink={renderLink} navbar={<Navbar renderLink={renderLink} />}>
      {children}
    </AppDocument>
  );
}
