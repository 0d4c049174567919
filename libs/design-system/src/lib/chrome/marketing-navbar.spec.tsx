import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { MarketingNavbar } from './marketing-navbar';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// Inline entries are queried with `hidden: true`: jsdom applies their mobile-first `display: none`
// but not the media query that shows them.
describe('MarketingNavbar', () => {
  it('has the logo, About and the demo call to action', () => {
    renderWithTheme(<MarketingNavbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact for a demo', hidden: true })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
  });

  it('opens the Industry menu from the keyboard with both industries', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MarketingNavbar />);
    screen.getByRole('button', { name: 'Industry', hidden: true }).focus();
    await user.keyboard('{ArrowDown}');

    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Real Estate Developers', '/real-estate'],
      ['Government', '/government'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'Real Estate Developers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Government' })).toHaveFocus();
  });

  it('opens the Industry menu with the press that loads its code, and keeps the closed markup until then', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MarketingNavbar />);
    const standIn = screen.getByRole('button', { name: 'Industry', hidden: true });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('data-state', 'closed');
    await user.click(standIn);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Industry', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the same entries in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MarketingNavbar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('heading', { name: 'Industry' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Real Estate Developers', '/real-estate'],
      ['Government', '/government'],
      ['Contact for a demo', '/contact#contact-form'],
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
