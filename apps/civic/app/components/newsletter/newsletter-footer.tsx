import { DeferredView, lazyComponent } from '@civicbrief/design-system';
import { useLocation } from '@remix-run/react';
import type { FooterBlockProps } from './newsletter-footer-block';

/**
 * The block's code (the form with react-hook-form and zod, the cities catalogue, the modal): not in the page's
 * first-use JavaScript (decision 021), downloaded when the visitor first reaches for the block. The server entry
 * gives it at once (entry.server.tsx), so the block is in every page's HTML and works without JavaScript.
 */
export const newsletterFooterBlock = lazyComponent<FooterBlockProps>(() =>
  import('./newsletter-footer-block').then((module) => module.FooterBlock),
);

// Pages that are themselves a form for the person or about their subscription: /subscribe is the same
// form, the others (sign-in, RSVP, the subscriber surveys, the newsletter's and the topic alerts' personal
// links and sign-up) would gain a second, unrelated one, and its code on arrival (decision 021).
const WITHOUT_BLOCK = ['/subscribe', '/login', '/rsvp', '/survey', '/saratoga-survey'];
const WITHOUT_BLOCK_UNDER = ['/newsletter/', '/alerts/'];

/** Whether a page shows the newsletter block above the site footer. */
export function showsNewsletterFooter(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !WITHOUT_BLOCK.includes(path) && !WITHOUT_BLOCK_UNDER.some((folder) => path.startsWith(folder));
}

/**
 * The newsletter block above the site footer (spec §2 "Forms and modals"): its place comes from the
 * current path. Without JavaScript it posts to /subscribe.
 */
export function NewsletterFooter() {
  const { pathname } = useLocation();
  if (!showsNewsletterFooter(pathname)) return null;
  // A new page is a new place: the form starts again from its defaults.
  return <DeferredView key={pathname} name="newsletter-footer" view={newsletterFooterBlock} props={{ pathname }} />;
}
