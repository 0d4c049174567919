import { showsNewsletterFooter } from './newsletter-footer';

describe('showsNewsletterFooter', () => {
  it('shows the block on the content pages', () => {
    for (const path of ['/', '/ca/santa-clara-county/saratoga', '/texas', '/city-search', '/request-a-city']) {
      expect(showsNewsletterFooter(path)).toBe(true);
    }
  });

  it('leaves it out where the page is the form, or a personal one', () => {
    for (const path of [
      '/subscribe',
      '/subscribe/',
      '/login',
      '/rsvp',
      '/newsletter/unsubscribe',
      '/newsletter/confirm',
      '/survey',
      '/saratoga-survey',
      '/alerts/new',
      '/alerts/manage',
    ]) {
      expect(showsNewsletterFooter(path)).toBe(false);
    }
  });
});
