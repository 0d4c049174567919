import type { NewsletterSubscribeInput } from '@civicbrief/contracts';
import type { Database } from '@civicbrief/gateway-db';
import { createPersonalData, type PersonalData } from './personal-data';
import type { Place } from './place';
import { subscribeNewsletter, type NewsletterOptions, type NewsletterResult } from './subscribe';
import { createSubscriptions, type Subscriptions } from './subscriptions';

/**
 * The newsletter over our database: subscribe (routes/subscribers-and-leads), and what the signed links do
 * (confirm, unsubscribe, export, erase: the newsletter routes). Inputs are already validated.
 */
export interface NewsletterService extends Subscriptions, PersonalData {
  /** `place` is the catalogue's spelling of the data's place (cataloguePlace). */
  subscribe(data: NewsletterSubscribeInput['data'], place: Place): Promise<NewsletterResult>;
}

export function createNewsletterService(db: Database, options: NewsletterOptions): NewsletterService {
  return {
    ...createSubscriptions(db),
    ...createPersonalData(db),
    subscribe: (data, place) => subscribeNewsletter(db, data, place, options),
  };
}
