import styled from 'styled-components';
import { iconControl } from '../primitives/interactive';
import type { NavLinkItem, RenderLink } from './links';
import { MobileOnly } from './nav-styles';
import { lazyComponent, useOnIntent, type LoadedControlProps } from '../lazy/on-intent';

export type MobileMenuSection = { heading?: string; links: readonly NavLinkItem[] };

export const IconButton = styled.button`
  ${iconControl}
`;

export function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export const hamburgerPath = 'M3 5h14M3 10h14M3 15h14';

export interface MobileMenuProps {
  sections: readonly MobileMenuSection[];
  renderLink?: RenderLink;
}

/** Radix Dialog, its focus trap and scroll lock arrive when a visitor reaches for the hamburger (decision 021). */
const sheet = lazyComponent<MobileMenuProps & LoadedControlProps>(() => import('./mobile-menu-sheet').then((module) => module.MobileMenuSheet));

/**
 * The small-screen menu: a hamburger opening a Radix Dialog sheet (focus trapped, Escape closes,
 * focus returns to the hamburger). Following a link closes it, as client navigation keeps the page.
 * Until the sheet's code has arrived (a touch, pointer or focus on the hamburger loads it) the hamburger is a
 * stand-in with the same markup; a press on it opens the sheet once it is there.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { Loaded, triggerRef, standIn } = useOnIntent(sheet, { opensOn: 'click' });
  return (
    <MobileOnly>
      {Loaded ? (
        <Loaded {...props} triggerRef={triggerRef} />
      ) : (
        <IconButton type="button" aria-label="Open menu" aria-haspopup="dialog" aria-expanded="false" data-state="closed" {...standIn}>
          <Icon path={hamburgerPath} />
        </IconButton>
      )}
    </MobileOnly>
  );
}
