import { Breadcrumb, type BreadcrumbItem } from '@civicbrief/design-system';
import { renderSiteLink } from '../site-link';

/** The site breadcrumb ('Gov Home', county, city, ...), linking within the app on the client. */
export function PlaceBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return <Breadcrumb items={items} renderLink={renderSiteLink} />;
}
