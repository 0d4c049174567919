import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import {
  expectHiddenByFollowedLink,
  expectPopoverButton,
  popoverOf,
  spyHide,
  stayOnPage,
} from '../overlay/popover.testing';
import { Navbar } from './navbar';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const linksOf = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

// jsdom applies the mobile-first `display: none` of the inline entries but no media query, so queries
// for them pass `hidden: true`; the hamburger is what jsdom shows. It has no Popover API either: popovers show.
describe('Navbar', () => {
  it('is a sticky header with the main navigation and a logo link home', () => {
    renderWithTheme(<Navbar />);
    expect(screen.getByRole('banner')).toHaveStyle({ position: 'sticky' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('href', '/');
    // Inline, and in the hamburger's sheet.
    const about = within(nav).getAllByRole('link', { name: 'About', hidden: true });
    expect(about.map((link) => link.getAttribute('href'))).toEqual(['/about', '/about']);
  });

  it("'Our cities' is a button showing a popover list of the city links, not an ARIA menu", () => {
    renderWithTheme(<Navbar />);
    const trigger = screen.getByRole('button', { name: 'Our cities', hidden: true });
    const popover = expectPopoverButton(trigger);
    const list = within(popover).getByRole('list', { name: 'Our cities', hidden: true });
    expect(linksOf(list)).toEqual([
      ['Saratoga', '/ca/santa-clara-county/saratoga'],
      ['Palo Alto', '/ca/santa-clara-county/palo-alto'],
    ]);
    expect(document.querySelector('[role=menu],[role=menuitem]')).toBeNull();
  });

  it('lists the cities it is given', () => {
    renderWithTheme(<Navbar cities={[{ name: 'Cupertino', href: '/ca/santa-clara-county/cupertino' }]} />);
    const popover = popoverOf(screen.getByRole('button', { name: 'Our cities', hidden: true }));
    expect(linksOf(popover)).toEqual([['Cupertino', '/ca/santa-clara-county/cupertino']]);
  });

  it('anchors the menu under its button with a name of its own', () => {
    renderWithTheme(
      <>
        <Navbar />
        <Navbar />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Our cities', hidden: true });
    const name = first.style.getPropertyValue('anchor-name');
    expect(name).toMatch(/^--link-popover-[\w-]+$/);
    expect(popoverOf(first).style.getPropertyValue('position-anchor')).toBe(name);
    expect(second.style.getPropertyValue('anchor-name')).not.toBe(name);
    expect(popoverOf(first).id).not.toBe(popoverOf(second).id);
  });

  it('the hamburger shows the sheet popover with the same links and a button that hides it', () => {
    renderWithTheme(<Navbar />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('type', 'button');
    const sheet = popoverOf(hamburger);
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(within(sheet).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'Our cities' })).toBeInTheDocument();
    expect(linksOf(sheet)).toEqual([
      ['Saratoga', '/ca/santa-clara-county/saratoga'],
      ['Palo Alto', '/ca/santa-clara-county/palo-alto'],
      ['About', '/about'],
    ]);
    const close = within(sheet).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', sheet.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('hides the sheet when one of its links is followed (client navigation keeps the page), not on other clicks', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar renderLink={stayOnPage} />);
    const sheet = popoverOf(screen.getByRole('button', { name: 'Open menu' }));
    const hide = spyHide(sheet);
    await user.click(within(sheet).getByRole('heading', { name: 'Our cities' }));
    await expectHiddenByFollowedLink(user, sheet, 'About', hide);
  });

  it("hides 'Our cities' when one of its links is followed", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar renderLink={stayOnPage} />);
    const popover = popoverOf(screen.getByRole('button', { name: 'Our cities', hidden: true }));
    const hide = spyHide(popover);
    // The inline entries are hidden in jsdom (no media queries): press the link as the browser would.
    within(popover).getByRole('link', { name: 'Palo Alto', hidden: true }).click();
    expect(hide).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'CivicBrief home' }));
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('renders its links through renderLink', () => {
    const renderLink = jest.fn(({ href, children, className }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ));
    renderWithTheme(<Navbar renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/about' }));
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/ca/santa-clara-county/saratoga' }));
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('data-router-link');
  });
});
