'use client';

import { useId } from 'react';
import { css, styled } from 'styled-components';
import { RenderedLink, type NavLinkItem, type RenderLink } from '../chrome/links';
import { navEntry } from '../chrome/nav-styles';
import { anchorName, hidePopoverOnLink } from '../chrome/popover';
import { Button } from '../primitives/button';
import { bareList, highlighted, rowLink } from '../primitives/interactive';
import { theme } from '../theme/theme';

/** A link of a `LinkPopover`: a feed (`type`) or a file to save (`download`) as well as a page. */
export type PopoverLinkItem = NavLinkItem & {
  /** The linked resource's media type, e.g. 'application/atom+xml'. */
  type?: string;
  /** Save the linked resource rather than open it (`true`, or the file name to suggest). */
  download?: boolean | string;
};

/**
 * 'nav': a navbar entry, and where CSS anchor positioning is missing the list sits under the 4rem header at the
 * page's right. 'button': a small secondary `Button` in the page, and there the list is in the viewport's centre.
 */
export type LinkPopoverAppearance = 'nav' | 'button';

/* Open: its popover, the next sibling, is showing. */
const openState = css`
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

const NavTrigger = styled.button`
  ${navEntry}
  ${openState}
`;

const ButtonTrigger = styled(Button)`
  ${openState}
`;

const Panel = styled.div<{ $appearance: LinkPopoverAppearance }>`
  /* The popover's UA style centres it in the viewport (inset: 0, margin: auto) with a border and padding. */
  inset: auto;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: ${theme.space[1]} 0 0;
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};

  /* Under its trigger (position-anchor is set inline, per popover), flipped to end at the trigger's right edge
     where it would overflow the viewport. */
  position-area: bottom span-right;
  position-try-fallbacks: flip-inline;

  @supports not (position-area: bottom span-right) {
    ${({ $appearance }) =>
      $appearance === 'nav'
        ? css`
            /* Under the sticky header (4rem tall), at the right of the page. */
            top: 4rem;
            right: ${theme.space[4]};
          `
        : css`
            /* In the page, where the header's corner means nothing: the UA's place, the viewport's centre. */
            inset: 0;
            margin: auto;
          `}
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

export interface LinkPopoverProps {
  /** The button's text, and the list's name unless `listLabel` is given. */
  label: string;
  /** The button's accessible name where its text says too little ('Follow Saratoga, CA: feeds and calendar'). */
  triggerLabel?: string;
  /** The list's accessible name; `label` by default. */
  listLabel?: string;
  items: readonly PopoverLinkItem[];
  /** Renders internal links (e.g. Remix's `Link`); plain `<a>` by default, as feeds and files want. */
  renderLink?: RenderLink;
  /** Defaults to 'nav'. */
  appearance?: LinkPopoverAppearance;
}

/**
 * A button and the list of links it shows: a disclosure (not an ARIA menu) over the HTML Popover API, so it works
 * as soon as the page is there, before and without JavaScript. The button opens and closes its `popover="auto"`
 * list; Escape and a click outside close it and the browser gives the focus back to the button; Tab walks from the
 * button into the links. The browser exposes the button as expanded or collapsed. Once hydrated, following a link
 * closes it. The id comes from `useId`, the same on the server and the client. The navbar's menus (`NavDropdown`)
 * and the city page's Follow menu are this.
 */
export function LinkPopover({
  label,
  triggerLabel,
  listLabel = label,
  items,
  renderLink,
  appearance = 'nav',
}: LinkPopoverProps) {
  const id = useId();
  const anchor = anchorName('link-popover', id);
  const triggerProps = {
    type: 'button',
    popovertarget: id,
    'aria-label': triggerLabel,
    style: { anchorName: anchor },
  } as const;
  const content = (
    <>
      {label}
      <Chevron />
    </>
  );
  return (
    <>
      {appearance === 'nav' ? (
        <NavTrigger {...triggerProps}>{content}</NavTrigger>
      ) : (
        <ButtonTrigger {...triggerProps} $variant="secondary" $size="sm">
          {content}
        </ButtonTrigger>
      )}
      <Panel
        popover="auto"
        id={id}
        $appearance={appearance}
        style={{ positionAnchor: anchor }}
        onClick={hidePopoverOnLink}
      >
        <List aria-label={listLabel}>
          {items.map(({ name, href, type, download }) => (
            <li key={href}>
              <ItemLink href={href} type={type} download={download} renderLink={renderLink}>
                {name}
              </ItemLink>
            </li>
          ))}
        </List>
      </Panel>
    </>
  );
}
