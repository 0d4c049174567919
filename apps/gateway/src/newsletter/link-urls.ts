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

/** Every signed link of one subscriber, on the site's public origin. */
export function subscriberLinks(
  siteOrigin: string,
  secret: string,
  subscriberId: string,
  now = Date.now(),
): SubscriberLinks {
  const origin = siteOrigin.replace(/\/+$/, '');
  const token = (purpose: Parameters<typeof signLink>[1]) =>
    encodeURIComponent(signLink(secret, purpose, subscriberId, now));
  const unsubscribe = token('unsubscribe');
  return {
    confirm: `${origin}/newsletter/confirm?token=${token('confirm')}`,
    unsubscribeOneClick: `${origin}/api/newsletter/unsubscribe?token=${unsubscribe}`,
    unsubscribePage: `${origin}/newsletter/unsubscribe?token=${unsubscribe}`,
    myData: `${origin}/newsletter/my-data?token=${token('data')}`,
  };
}
