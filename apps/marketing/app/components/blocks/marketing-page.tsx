import { BlockRenderer } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ShellData } from '@civicbrief/app-shell';
import type { marketingPageLoader } from './content.server';
import { metaDescriptors, metaEntriesFor } from './content-meta';
import { MarketingPageProvider } from './page-context';
import { marketingBlocks } from './registry';

type Loader = ReturnType<typeof marketingPageLoader>;

/** A content page's title ('… | CivicBrief') and the shell's extra meta entries from its metaConfiguration. */
export const marketingMeta: MetaFunction<Loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const root = matches.find((match) => match.id === 'root')?.data as ShellData | undefined;
  const origin = root?.siteOrigin ?? '';
  return [{ title: `${data.page.title} | CivicBrief` }, ...metaDescriptors(metaEntriesFor(data.page, origin, location.pathname))];
};

/** A marketing page: its content blocks through the marketing registry, with what the loader learnt for them. */
export function MarketingPage() {
  const { page, event, crm } = useLoaderData<Loader>();
  return (
    <MarketingPageProvider value={{ event, crm }}>
      <BlockRenderer blocks={page.blocks} registry={marketingBlocks} />
    </MarketingPageProvider>
  );
}
