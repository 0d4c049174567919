'use client';

import { forwardRef, useEffect, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { bareList, hoverHighlight, iconControl } from '../primitives/interactive';
import { canShareNatively, shareNatively } from './native-share';
import {
  AI_POLICY_SHARE_TARGETS,
  DEFAULT_SHARE_URL,
  shareLabel,
  shareUrl,
  withShareUtm,
  type ShareTarget,
} from './share-url';
import { theme } from '../theme/theme';

export interface ShareButtonsProps extends HTMLAttributes<HTMLUListElement> {
  /** The page to share; pass an absolute URL so the server HTML is right. A relative one is made absolute in the browser. */
  url?: string;
  title: string;
  /** Networks and their order; defaults to the AI policy order (email, Facebook, LinkedIn, Nextdoor, X). */
  targets?: readonly ShareTarget[];
}

const List = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const ShareLink = styled.a`
  ${iconControl}
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  ${hoverHighlight}
`;

// Glyphs rather than brand artwork: no network request, and the accessible name is on the link.
const glyph: Record<ShareTarget, string> = { email: '✉', facebook: 'f', linkedIn: 'in', nextdoor: 'n', twitter: 'X' };

/** Share links (real links to each network's share page); phones and tablets use the native share sheet. */
export const ShareButtons = forwardRef<HTMLUListElement, ShareButtonsProps>(function ShareButtons(
  { url = DEFAULT_SHARE_URL, title, targets = AI_POLICY_SHARE_TARGETS, ...rest },
  ref,
) {
  const [absoluteUrl, setAbsoluteUrl] = useState(url);
  // After hydration only, so server and first client render agree.
  useEffect(() => setAbsoluteUrl(new URL(url, window.location.href).toString()), [url]);

  const onClick = (target: ShareTarget, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canShareNatively(theme.breakpoints.lg)) return;
    event.preventDefault();
    void shareNatively({ title, url: withShareUtm(absoluteUrl, target) }, href);
  };

  return (
    <List ref={ref} aria-label="Share" {...rest}>
      {targets.map((target) => {
        const href = shareUrl(target, absoluteUrl, title);
        const external = target !== 'email';
        return (
          <li key={target}>
            <ShareLink
              href={href}
              aria-label={shareLabel[target]}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              onClick={onClick(target, href)}
            >
              <span aria-hidden="true">{glyph[target]}</span>
            </ShareLink>
          </li>
        );
      })}
    </List>
  );
});
