import { siteLinkFor } from '@civicbrief/app-shell';
import { aiPolicyHostPath, resolveUpstream } from '@civicbrief/contracts';
import type { RenderLink } from '@civicbrief/design-system';

/** Links for the site chrome: client navigation within ai-policy, a full page load to another app. */
export const renderSiteLink = siteLinkFor('ai-policy');

/**
 * Links for the chrome at the root of the AI-policy host (decision 031): there every path is this app's, so the
 * other apps' pages are links to the main site, and this app's own long paths are their short form.
 */
export function aiPolicyHostLinks(mainSiteOrigin: string): RenderLink {
  return function renderAiPolicyHostLink({ href, children, className }) {
    const url = new URL(href, 'http://site.invalid');
    const local = url.origin === 'http://site.invalid';
    const target = !local
      ? href
      : resolveUpstream(url.pathname) === 'ai-policy' && !url.pathname.startsWith('/_ai-policy/')
        ? `${aiPolicyHostPath(url.pathname)}${url.search}${url.hash}`
        : `${mainSiteOrigin}${url.pathname}${url.search}${url.hash}`;
    return (
      <a href={target} className={className}>
        {children}
      </a>
    );
  };
}
