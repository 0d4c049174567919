import { useId } from 'react';
import styled from 'styled-components';
import { bareList, highlighted, rowLink } from '../primitives/interactive';
import { theme } from '../theme/theme';
import { RenderedLink, type NavLinkItem, type RenderLink } from './links';
import { navEntry } from './nav-styles';
import { anchorName, hidePopoverOnLink } from './popover';

const Trigger = styled.button`
  ${navEntry}

  /* Open: its popover, the next sibling, is showing. */
  &:has(+ :popover-open) {
    ${highlighted}
  }

  svg {
    transition: transform 0.15s ease;
  }

  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  /* The popover's UA style centres it in the viewport (inset: 0, margin: auto) with a border and padding. */
  inset: auto;
  min-width: 14rem;
  margin: ${theme.space[1]} 0 0;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};

  /* Under its trigger (position-anchor is set inline, per menu), flipped to end at the trigger's right edge where
     it would overflow the viewport. */
  position-area: bottom span-right;
  position-try-fallbacks: flip-inline;

  /* Without anchor positioning: under the sticky header (4rem tall), at the right of the page. */
  @supports not (position-area: bottom span-right) {
    top: 4rem;
    right: ${theme.space[4]};
  }
`;

const List = styled.ul`
  ${bareList}
`;

const ItemLink = styled(RenderedLink)`
  ${rowLink}
  padding: ${theme.space[2]} ${theme.space[3]};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

function Chevron() {
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

/**
 * A navbar menu of links: a disclosure (not an ARIA menu) over the HTML Popover API, so it works as soon as the
 * page is there, before and without JavaScript. The button opens and closes its `popover="auto"` list; Escape and
 * a click outside close it and the browser gives the focus back to the button; Tab walks from the button into
 * the links. The browser exposes the button as expanded or collapsed. Once hydrated, following a link closes it.
 * The id comes from `useId`, the same on the server and the client.
 */
export function NavDropdown({ label, items, renderLink }: NavDropdownProps) {
  const id = useId();
  const anchor = anchorName('nav-menu', id);
  return (
    <>
      <Trigger type="button" popovertarget={id} style={{ anchorName: anchor }}>
        {label}
        <Chevron />
      </Trigger>
      <Panel popover="auto" id={id} style={{ positionAnchor: anchor }} onClick={hidePopoverOnLink}>
        <List aria-label={label}>
          {items.map((item) => (
            <li key={item.href}>
              <ItemLink href={item.href} renderLink={renderLink}>
                {item.name}
              </ItemLink>
            </li>
          ))}
        </List>
      </Panel>
    </>
  );
}
