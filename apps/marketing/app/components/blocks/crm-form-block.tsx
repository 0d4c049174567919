import { CrmFormEmbed, type CrmFormEmbedProps } from '@civicbrief/design-system';
import { useMarketingPage } from './page-context';

/** The CRM's free-trial form, with the ids the loader read from the environment (none: the contact link). */
export function CrmFormBlock(props: Omit<CrmFormEmbedProps, 'ids'>) {
  return <CrmFormEmbed {...props} ids={useMarketingPage().crm} />;
}
