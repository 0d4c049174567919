import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { MarketingNavbar } from './marketing-navbar';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const popoverOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
const linksOf = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);

// Inline entries are queried with `hidden: true`: jsdom applies their mobile-first `display: none`
// but not the media query that shows them. jsdom has no Popover API: the popovers' markup is checked.
describe('MarketingNavbar', () => {
  it('has the logo, About and the demo call to action', () => {
    renderWithTheme(<MarketingNavbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const inline = within(nav).getAllByRole('list', { hidden: true })[0];
    expect(screen.getByRole('link', { name: 'CivicBrief home' })).toHaveAttribute('href', '/');
    expect(within(inline).getAllByRole('link', { name: 'About', hidden: true })[0]).toHaveAttribute('href', '/about');
    expect(within(inline).getByRole('link', { name: 'Contact for a demo', hidden: true })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
  });

  it('has the Industry menu: a button showing a popover list of both industries', () => {
    renderWithTheme(<MarketingNavbar />);
    const trigger = screen.getByRole('button', { name: 'Industry', hidden: true });
    const popover = popoverOf(trigger);
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(linksOf(within(popover).getByRole('list', { name: 'Industry', hidden: true }))).toEqual([
      ['Real Estate Developers', '/real-estate'],
      ['Government', '/government'],
    ]);
  });

  it('offers the same entries in the mobile menu', () => {
    renderWithTheme(<MarketingNavbar />);
    const sheet = popoverOf(screen.getByRole('button', { name: 'Open menu' }));
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(within(sheet).getByRole('heading', { name: 'Industry' })).toBeInTheDocument();
    expect(linksOf(sheet)).toEqual([
      ['About', '/about'],
      ['Real Estate Developers', '/real-estate'],
      ['Government', '/government'],
      ['Contact for a demo', '/contact#contact-form'],
    ]);
    expect(within(sheet).getByRole('button', { name: 'Close menu' })).toHaveAttribute('popovertargetaction', 'hide');
  });
});
