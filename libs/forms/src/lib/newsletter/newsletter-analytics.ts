import { analytics } from '@civicbrief/design-system';

/** Spec §4: the analytics event of a completed subscription. */
export const NEWSLETTER_COMPLETE_EVENT = 'Newsletter Subscription Complete';

/** Sends the event through the analytics adapter (a no-op without an analytics id). */
export function trackNewsletterComplete(cityName: string, pageUrl: string): void {
  analytics.track(NEWSLETTER_COMPLETE_EVENT, { city_name: cityName, page_url: pageUrl });
}
