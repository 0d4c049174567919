import { BlockRenderer } from '@civicbrief/design-system';
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { marketingPageLoader } from './content.server';
import { MarketingPageProvider } from './page-context';
import { marketingBlocks } from './registry';

type Loader = ReturnType<typeof marketingPageLoader>;

/** A content page's title ('… | CivicBrief') and the head its loader built (meta entries, JSON-LD). */
export const marketingMeta: MetaFunction<Loader> = ({ data }) =>
  data ? [{ title: `${data.page.title} | CivicBrief` }, ...data.head] : [];

/** A marketing page: its content blocks through the marketing registry, with what the loader learnt for them. */
export function MarketingPage() {
  const { page, event, crm } = useLoaderData<Loader>();
  return (
    <MarketingPageProvider value={{ event, crm }}>
      <BlockRenderer blocks={page.blocks} registry={marketingBlocks} />
    </MarketingPageProvider>
  );
}
