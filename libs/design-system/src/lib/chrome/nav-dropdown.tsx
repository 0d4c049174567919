import { LinkPopover } from '../overlay/link-popover';
import type { NavLinkItem, RenderLink } from './links';

export interface NavDropdownProps {
  label: string;
  items: readonly NavLinkItem[];
  renderLink?: RenderLink;
}

/**
 * A navbar menu of links: a `LinkPopover` with the navbar entries' look, its list named after its button. It
 * works from the server's HTML on, before and without JavaScript.
 */
export function NavDropdown({ label, items, renderLink }: NavDropdownProps) {
  return <LinkPopover appearance="nav" label={label} items={items} renderLink={renderLink} />;
}
