import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { LinkPopover, type PopoverLinkItem } from './link-popover';
import { expectHiddenByFollowedLink, expectPopoverButton, popoverOf, spyHide, stayOnPage } from './popover.testing';

const withTheme = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

const follow: PopoverLinkItem[] = [
  { name: 'News feed (Atom)', href: '/x/feed.atom', type: 'application/atom+xml' },
  { name: 'Subscribe in your calendar app', href: 'webcal://example.org/x/meetings.ics' },
  { name: 'Download the calendar (.ics)', href: '/x/meetings.ics', type: 'text/calendar', download: true },
];

const followPopover = (
  <LinkPopover
    appearance="button"
    label="Follow"
    triggerLabel="Follow X: feeds and calendar"
    listLabel="Follow X"
    items={follow}
  />
);

describe('LinkPopover', () => {
  it('is a button showing a popover list of its links right after it, not an ARIA menu', () => {
    render(withTheme(<LinkPopover label="Industry" items={[{ name: 'Government', href: '/government' }]} />));
    const trigger = screen.getByRole('button', { name: 'Industry' });
    const popover = expectPopoverButton(trigger);
    const list = within(popover).getByRole('list', { name: 'Industry' });
    expect(within(list).getByRole('link', { name: 'Government' })).toHaveAttribute('href', '/government');
    expect(document.querySelector('[role=menu],[role=menuitem]')).toBeNull();
  });

  it('names its button and its list apart where asked, and keeps the links’ type and download', () => {
    render(withTheme(followPopover));
    const trigger = screen.getByRole('button', { name: 'Follow X: feeds and calendar' });
    expect(trigger).toHaveTextContent('Follow');
    const links = within(within(popoverOf(trigger)).getByRole('list', { name: 'Follow X' })).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('type'),
        link.getAttribute('download'),
      ]),
    ).toEqual([
      ['News feed (Atom)', '/x/feed.atom', 'application/atom+xml', null],
      ['Subscribe in your calendar app', 'webcal://example.org/x/meetings.ics', null, null],
      ['Download the calendar (.ics)', '/x/meetings.ics', 'text/calendar', ''],
    ]);
  });

  it('looks like a navbar entry or like a small secondary button', () => {
    render(
      withTheme(
        <>
          <LinkPopover label="Industry" items={[]} />
          {followPopover}
        </>,
      ),
    );
    const nav = screen.getByRole('button', { name: 'Industry' });
    const button = screen.getByRole('button', { name: 'Follow X: feeds and calendar' });
    expect(nav).toHaveStyle({ background: 'transparent', 'min-height': '2.75rem' });
    expect(button).toHaveStyle({ 'min-height': '2rem', 'border-color': theme.colors.primary });
  });

  it('anchors each popover under its own button', () => {
    render(
      withTheme(
        <>
          {followPopover}
          {followPopover}
        </>,
      ),
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Follow X: feeds and calendar' });
    const name = first.style.getPropertyValue('anchor-name');
    expect(name).toMatch(/^--link-popover-[\w-]+$/);
    expect(popoverOf(first).style.getPropertyValue('position-anchor')).toBe(name);
    expect(second.style.getPropertyValue('anchor-name')).not.toBe(name);
    expect(popoverOf(first).id).not.toBe(popoverOf(second).id);
  });

  it('hides itself when one of its links is followed with a plain click, not with a modifier or elsewhere', async () => {
    const user = userEvent.setup();
    render(
      withTheme(
        <LinkPopover label="Industry" items={[{ name: 'Government', href: '/government' }]} renderLink={stayOnPage} />,
      ),
    );
    const popover = popoverOf(screen.getByRole('button', { name: 'Industry' }));
    const hide = spyHide(popover);
    await user.click(within(popover).getByRole('list'));
    await expectHiddenByFollowedLink(user, popover, 'Government', hide);
  });

  it('hydrates its server HTML without a warning or a change (the browser may already show the popover)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(withTheme(followPopover));
      document.body.append(container);
      const serverHtml = container.innerHTML;
      const popover = container.querySelector('[popover]');
      const root = await act(async () =>
        hydrateRoot(container, withTheme(followPopover), { onRecoverableError: recoverable }),
      );
      expect(container.innerHTML).toBe(serverHtml);
      expect(container.querySelector('[popover]')).toBe(popover);
      expect(error).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    } finally {
      error.mockRestore();
    }
  });
});
