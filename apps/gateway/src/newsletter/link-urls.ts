import { signLink } from './links';

export interface SubscriberLinks {
  /** The page with the "Confirm your subscription" button (a GET there changes nothing). */
  confirm: string;
  /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` here. */
  unsubscribeOneClick: string;
  /** The page with the Unsubscribe button, for people rather than mail clients. */
  unsubscribePage: string;
  /** Download or erase everything held about the subscriber's email address. */
  myData: string;
}

/** The links of a newsletter mail, which covers every city of the address (decision 046). */
export interface NewsletterMailLinks {
  /** RFC 8058 one-click target: stops the newsletter for every city of the address. */
  unsubscribeOneClick: string;
  /** The page with the "Unsubscribe from all" button and the choice of how often. */
  unsubscribePage: string;
  /** The page where the subscriber chooses weekly, daily or never. */
  frequency: string;
  myData: string;
}

function signer(siteOrigin: string, secret: string, subscriberId: string, now: number) {
  return {
    origin: siteOrigin.replace(/\/+$/, ''),
    token: (purpose: Parameters<typeof signLink>[1]) =>
      encodeURIComponent(signLink(secret, purpose, subscriberId, now)),
  };
}

/** Every signed link of one subscriber, on the site's public origin. */
export function subscriberLinks(
  siteOrigin: string,
  secret: string,
  subscriberId: string,
  now = Date.now(),
): SubscriberLinks {
  const { origin, token } = signer(siteOrigin, secret, subscriberId, now);
  const unsubscribe = token('unsubscribe');
  return {
    confirm: `${origin}/newsletter/confirm?token=${token('confirm')}`,
    unsubscribeOneClick: `${origin}/api/newsletter/unsubscribe?token=${unsubscribe}`,
    unsubscribePage: `${origin}/newsletter/unsubscribe?token=${unsubscribe}`,
    myData: `${origin}/newsletter/my-data?token=${token('data')}`,
  };
}

/** The signed links of a newsletter mail, made for one of the address's subscriptions. */
export function newsletterMailLinks(
  siteOrigin: string,
  secret: string,
  subscriberId: string,
  now = Date.now(),
): NewsletterMailLinks {
  const { origin, token } = signer(siteOrigin, secret, subscriberId, now);
  const newsletter = token('newsletter');
  return {
    unsubscribeOneClick: `${origin}/api/newsletter/unsubscribe?token=${newsletter}`,
    unsubscribePage: `${origin}/newsletter/unsubscribe?token=${newsletter}`,
    frequency: `${origin}/newsletter/frequency?token=${newsletter}`,
    myData: `${origin}/newsletter/my-data?token=${token('data')}`,
  };
}

/** A newsletter mail's links to the site's own pages, unsigned: an operator's preview or test mail has no subscriber. */
export function unsignedMailLinks(siteOrigin: string): Omit<NewsletterMailLinks, 'unsubscribeOneClick'> {
  const origin = siteOrigin.replace(/\/+$/, '');
  return {
    unsubscribePage: `${origin}/newsletter/unsubscribe`,
    frequency: `${origin}/newsletter/frequency`,
    myData: `${origin}/newsletter/my-data`,
  };
}

/** The links a newsletter mail shows (the one-click URL goes in its headers). */
export const mailLinks = ({
  unsubscribePage,
  frequency,
  myData,
}: Omit<NewsletterMailLinks, 'unsubscribeOneClick'>) => ({
  unsubscribe: unsubscribePage,
  frequency,
  myData,
});
