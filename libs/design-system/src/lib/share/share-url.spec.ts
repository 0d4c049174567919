import {
  AI_POLICY_SHARE_TARGETS,
  DEFAULT_SHARE_URL,
  shareUrl,
  VOTER_GUIDE_SHARE_TARGETS,
  withShareUtm,
  type ShareTarget,
} from './share-url';

const page = 'https://civicbrief.example/ca/santa-clara-county/saratoga/voter-guide-race?candidate=jane';
const title = 'Voter Guide for Jane Doe';

// The page address a share link carries, read back out of the network's own parameter.
function sharedPage(target: ShareTarget): URL {
  const link = new URL(shareUrl(target, page, title));
  const carried = {
    email: () => (link.searchParams.get('body') ?? '').split('\n\n')[1],
    facebook: () => link.searchParams.get('u'),
    linkedIn: () => link.searchParams.get('url'),
    nextdoor: () => (link.searchParams.get('body') ?? '').replace(`${title} `, ''),
    twitter: () => link.searchParams.get('url'),
  }[target]();
  return new URL(carried ?? '');
}

describe('shareUrl', () => {
  it.each([
    ['email', 'mailto:', 'email'],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?', 'facebook'],
    ['linkedIn', 'https://www.linkedin.com/sharing/share-offsite/?', 'linkedin'],
    ['nextdoor', 'https://nextdoor.com/sharekit/?', 'nextdoor'],
    ['twitter', 'https://twitter.com/intent/tweet?', 'twitter'],
  ] as const)(
    '%s: opens %s with the page tagged utm_source=%s, medium social, campaign share',
    (target, prefix, source) => {
      expect(shareUrl(target, page, title).startsWith(prefix)).toBe(true);
      const shared = sharedPage(target);
      expect(shared.origin + shared.pathname).toBe(
        'https://civicbrief.example/ca/santa-clara-county/saratoga/voter-guide-race',
      );
      expect(Object.fromEntries(shared.searchParams)).toEqual({
        candidate: 'jane',
        utm_source: source,
        utm_medium: 'social',
        utm_campaign: 'share',
      });
    },
  );

  it('carries the title where the network takes text', () => {
    expect(new URL(shareUrl('twitter', page, title)).searchParams.get('text')).toBe(title);
    expect(new URL(shareUrl('email', page, title)).searchParams.get('subject')).toBe(title);
    expect(new URL(shareUrl('nextdoor', page, title)).searchParams.get('body')).toMatch(
      /^Voter Guide for Jane Doe https:/,
    );
    // mailto bodies use %20, not '+', which mail clients would show literally.
    expect(shareUrl('email', page, title)).toContain('subject=Voter%20Guide%20for%20Jane%20Doe');
  });

  it('replaces utm parameters already on the url and keeps relative urls relative', () => {
    expect(withShareUtm('/ai-policy-resources?utm_source=old#top', 'facebook')).toBe(
      '/ai-policy-resources?utm_source=facebook&utm_medium=social&utm_campaign=share#top',
    );
  });

  it('has the spec orders and default url', () => {
    expect(VOTER_GUIDE_SHARE_TARGETS).toEqual(['nextdoor', 'linkedIn', 'twitter', 'facebook', 'email']);
    expect(AI_POLICY_SHARE_TARGETS).toEqual(['email', 'facebook', 'linkedIn', 'nextdoor', 'twitter']);
    expect(DEFAULT_SHARE_URL).toBe('/ai-policy-resources');
  });
});
