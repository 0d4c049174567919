import { EventBanner, type EventBannerProps } from '@civicbrief/design-system';
import { useMarketingPage } from './page-context';

/** An EventBanner block's props: the banner's, and the event slug whose link shows it. */
export type EventBannerBlockProps = EventBannerProps & { event?: unknown };

/**
 * A conference's welcome, only for visitors whose link names that conference (`?event=` or `?utm_campaign=`):
 * decided by the loader on the server, so it shows without JavaScript and never flashes for anyone else.
 */
export function EventBannerBlock({ event, ...banner }: EventBannerBlockProps) {
  const { event: visitorEvent } = useMarketingPage();
  if (typeof event !== 'string' || visitorEvent === null || event.trim().toLowerCase() !== visitorEvent) return null;
  return <EventBanner {...banner} />;
}
