'use client';

import { useId } from 'react';
import type { NavLinkItem, RenderLink } from '../chrome/links';
import { anchorName, hidePopoverOnLink } from '../chrome/popover';
import {
  ButtonTrigger,
  Chevron,
  ItemLink,
  List,
  NavTrigger,
  Panel,
  type LinkPopoverAppearance,
} from './link-popover-parts';

/** A link of a `LinkPopover`: a feed (`type`) or a file to save (`download`) as well as a page. */
export type PopoverLinkItem = NavLinkItem & {
  /** The linked resource's media type, e.g. 'application/atom+xml'. */
  type?: string;
  /** Save the linked resource rather than open it (`true`, or the file name to suggest). */
  download?: boolean | string;
};

export type { LinkPopoverAppearance } from './link-popover-parts';

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
