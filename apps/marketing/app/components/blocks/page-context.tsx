import type { CrmFormIds } from '@civicbrief/design-system';
import { createContext, useContext } from 'react';

/** What a marketing page's blocks learn from its loader, beyond their own props. */
export interface MarketingPageContext {
  /** The conference the visitor came from (`?event=` or `?utm_campaign=`), when the link named one. */
  event: string | null;
  /** The CRM's free-trial form ids, when the page has a CrmForm block and the environment configures them. */
  crm: CrmFormIds | null;
}

const PageContext = createContext<MarketingPageContext>({ event: null, crm: null });

export const MarketingPageProvider = PageContext.Provider;
export const useMarketingPage = () => useContext(PageContext);
