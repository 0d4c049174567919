import { deferred } from '../deferred/deferred';

/**
 * NewsletterForm for a block on every page (the civic footer): server-rendered in full, its code loads when
 * the form is first used or the page is idle (decision 021).
 */
export const DeferredNewsletterForm = deferred(() => import('./newsletter-form').then((module) => module.NewsletterForm));
