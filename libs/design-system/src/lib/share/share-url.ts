/** The networks of the spec's share buttons ("twitter" is X). */
export type ShareTarget = 'email' | 'facebook' | 'linkedIn' | 'nextdoor' | 'twitter';

/** Spec §9: the page shared when none is given is the AI policy resources page. */
export const DEFAULT_SHARE_URL = '/ai-policy-resources';

/** Order of the AI policy resources page (spec §9 "email, Facebook, LinkedIn, Nextdoor, X"). */
export const AI_POLICY_SHARE_TARGETS: readonly ShareTarget[] = ['email', 'facebook', 'linkedIn', 'nextdoor', 'twitter'];

/** Order of the voter guide (spec §2 "nextdoor, linkedIn, twitter, facebook, email"). */
export const VOTER_GUIDE_SHARE_TARGETS: readonly ShareTarget[] = [
  'nextdoor',
  'linkedIn',
  'twitter',
  'facebook',
  'email',
];

/** The utm_source value: the network's name in lower case. */
export const utmSource = (target: ShareTarget) => target.toLowerCase();

// A stand-in origin to parse relative URLs with; it never leaves this module.
const RELATIVE_BASE = 'http://relative.invalid';

/** `url` with utm_source=<network>, utm_medium=social, utm_campaign=share (replacing any already there). */
export function withShareUtm(url: string, target: ShareTarget): string {
  const parsed = new URL(url, RELATIVE_BASE);
  parsed.searchParams.set('utm_source', utmSource(target));
  parsed.searchParams.set('utm_medium', 'social');
  parsed.searchParams.set('utm_campaign', 'share');
  return parsed.origin === RELATIVE_BASE ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The address that shares `url` (tagged for the network) with `title` on `target`. */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const shared = withShareUtm(url, target);
  switch (target) {
    case 'email':
      return `mailto:?${query({ subject: title, body: `${title}\n\n${shared}` })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: shared })}`;
    case 'linkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url: shared })}`;
    case 'nextdoor':
      return `https://nextdoor.com/sharekit/?${query({ body: `${title} ${shared}` })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url: shared, text: title })}`;
    default:
      return target satisfies never;
  }
}

/** Accessible names of the share links. */
export const shareLabel: Record<ShareTarget, string> = {
  email: 'Share by email',
  facebook: 'Share on Facebook',
  linkedIn: 'Share on LinkedIn',
  nextdoor: 'Share on Nextdoor',
  twitter: 'Share on X (Twitter)',
};
