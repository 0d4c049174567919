import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Navbar } from './navbar';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// jsdom applies the mobile-first `display: none` of the inline entries but no media query, so queries
// for them pass `hidden: true`; the hamburger is what jsdom shows.
describe('Navbar', () => {
  it('is a sticky header with the main navigation and a logo link home', () => {
    renderWithTheme(<Navbar />);
    expect(screen.getByRole('banner')).toHaveStyle({ position: 'sticky' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('href', '/about');
  });

  it.each(['{Enter}', '{ArrowDown}'])("opens 'Our cities' from the keyboard with %s", async (key) => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar />);
    const trigger = screen.getByRole('button', { name: 'Our cities', hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard(key);

    const menu = await screen.findByRole('menu');
    // The menu's code arrives on the first reach: the stand-in trigger is then the menu's own.
    const opened = screen.getByRole('button', { name: 'Our cities', hidden: true });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Saratoga', '/ca/santa-clara-county/saratoga'],
      ['Palo Alto', '/ca/santa-clara-county/palo-alto'],
    ]);
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(opened).toHaveFocus();
  });

  it('lists the cities it is given', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar cities={[{ name: 'Cupertino', href: '/ca/santa-clara-county/cupertino' }]} />);
    screen.getByRole('button', { name: 'Our cities', hidden: true }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Cupertino' })).toHaveAttribute(
      'href',
      '/ca/santa-clara-county/cupertino',
    );
  });

  it('opens the hamburger menu dialog with the same links, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);

    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // The sheet's code arrives on the first reach: the stand-in hamburger is then the dialog's own trigger.
    const opener = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const links = Array.from(dialog.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Saratoga', '/ca/santa-clara-county/saratoga'],
      ['Palo Alto', '/ca/santa-clara-county/palo-alto'],
      ['About', '/about'],
    ]);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes the menu dialog with its close button and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar renderLink={({ href, ...rest }) => <a href={href} onClick={(e) => e.preventDefault()} {...rest} />} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(dialog.querySelector('a[href="/about"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders its links through renderLink', () => {
    const renderLink = jest.fn(({ href, children, className }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ));
    renderWithTheme(<Navbar renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/about' }));
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('data-router-link');
  });
});
