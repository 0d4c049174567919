import styled from 'styled-components';
import type { NavLinkItem, RenderLink } from './links';
import { navEntry } from './nav-styles';
import { lazyComponent, useOnIntent, type LoadedControlProps } from '../lazy/on-intent';

export const Trigger = styled.button`
  ${navEntry}
`;

export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 L6 8.5 L10 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export interface NavDropdownProps {
  label: string;
  items: readonly NavLinkItem[];
  renderLink?: RenderLink;
}

/** Radix DropdownMenu and its positioning (Floating UI) arrive when a visitor reaches for a menu (decision 021). */
const menu = lazyComponent<NavDropdownProps & LoadedControlProps>(() => import('./nav-dropdown-menu').then((module) => module.NavDropdownMenu));

/**
 * A navbar menu of links over Radix DropdownMenu: Enter, Space or ArrowDown open it, arrows move,
 * Escape closes and returns focus to the trigger. Non-modal, as it is navigation, not a choice.
 * Its content is rendered only while open, so server rendering emits just the trigger. Until the menu's code has
 * arrived (pointing at or focusing the trigger loads it) the trigger is a stand-in with the same markup; the press
 * or key that opened nothing yet opens the menu once it is there.
 */
export function NavDropdown(props: NavDropdownProps) {
  const { Loaded, triggerRef, standIn } = useOnIntent(menu, { opensOn: 'pointerdown' });
  if (Loaded) return <Loaded {...props} triggerRef={triggerRef} />;
  return (
    <Trigger type="button" aria-haspopup="menu" aria-expanded="false" data-state="closed" {...standIn}>
      {props.label}
      <Chevron />
    </Trigger>
  );
}
