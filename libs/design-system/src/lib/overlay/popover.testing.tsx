import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';

/** The popover a `popovertarget` button shows (jsdom has no Popover API: the markup is what is checked here). */
export function popoverOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('popovertarget');
  const popover = id ? document.getElementById(id) : null;
  if (!popover) throw new Error(`no popover for ${button.outerHTML}`);
  return popover;
}

/**
 * `trigger` is a plain button showing an auto popover right after it, and answers the popover. No static ARIA
 * state: the browser exposes a popover button's expanded state, a static one would be wrong once it opens.
 * Right after its button, the popover is the next thing Tab reaches, and `:has(+ :popover-open)` styles it open.
 */
export function expectPopoverButton(trigger: HTMLElement): HTMLElement {
  expect(trigger).toHaveAttribute('type', 'button');
  expect(trigger).not.toHaveAttribute('aria-haspopup');
  expect(trigger).not.toHaveAttribute('aria-expanded');
  const popover = popoverOf(trigger);
  expect(popover).toHaveAttribute('popover', 'auto');
  expect(trigger.nextElementSibling).toBe(popover);
  return popover;
}

/** Stands in for the browser's `hidePopover`, which jsdom lacks. */
export function spyHide(popover: HTMLElement): jest.Mock {
  const hide = jest.fn();
  Object.assign(popover, { hidePopover: hide });
  return hide;
}

/** A `renderLink` whose links keep the page, as client navigation does. */
export const stayOnPage = ({ href, ...rest }: { href: string; children: ReactNode; className?: string }) => (
  <a href={href} onClick={(event) => event.preventDefault()} {...rest} />
);

/**
 * Clicks the link `name` of `popover` with Control held, then plainly: a link opened in a new tab or window
 * leaves the page, and the popover, as they are (`hide`, its spyHide, not called); a followed one hides it once.
 */
export async function expectHiddenByFollowedLink(
  user: UserEvent,
  popover: HTMLElement,
  name: string,
  hide: jest.Mock,
): Promise<void> {
  await user.keyboard('{Control>}');
  await user.click(within(popover).getByRole('link', { name }));
  await user.keyboard('{/Control}');
  expect(hide).not.toHaveBeenCalled();
  await user.click(within(popover).getByRole('link', { name }));
  expect(hide).toHaveBeenCalledTimes(1);
}
