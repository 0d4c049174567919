import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Breadcrumb } from './breadcrumb';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Breadcrumb', () => {
  it('is a labelled navigation with an ordered list from Gov Home to the current page', () => {
    renderWithTheme(
      <Breadcrumb
        items={[
          { label: 'Santa Clara County', href: '/ca/santa-clara-county' },
          { label: 'Saratoga', href: '/ca/santa-clara-county/saratoga' },
          { label: 'City Council Meeting Summary', href: '/ca/santa-clara-county/saratoga/summary/x' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gov Home', '/'],
      ['Santa Clara County', '/ca/santa-clara-county'],
      ['Saratoga', '/ca/santa-clara-county/saratoga'],
      ['City Council Meeting Summary', '/ca/santa-clara-county/saratoga/summary/x'],
    ]);
    expect(links[3]).toHaveAttribute('aria-current', 'page');
    expect(links.slice(0, 3).every((link) => !link.hasAttribute('aria-current'))).toBe(true);
  });

  it('shows an entry whose page does not exist as muted text, not a link', () => {
    renderWithTheme(
      <Breadcrumb
        homeLabel="Home"
        homeHref="/gov"
        items={[
          { label: 'Santa Clara County', href: '/ca/santa-clara-county', disabled: true },
          { label: 'Saratoga', href: '/ca/santa-clara-county/saratoga' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/gov');
    expect(screen.queryByRole('link', { name: 'Santa Clara County' })).not.toBeInTheDocument();
    const disabled = screen.getByText('Santa Clara County');
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).toHaveStyle({ color: theme.colors.mutedText });
  });

  it('marks a current page without a link as current text, and hides the separators from screen readers', () => {
    renderWithTheme(<Breadcrumb items={[{ label: 'Palo Alto' }]} />);
    expect(screen.getByText('Palo Alto')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('/')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders links through renderLink', () => {
    renderWithTheme(
      <Breadcrumb
        items={[{ label: 'Saratoga', href: '/saratoga' }]}
        renderLink={({ href, ...rest }) => <a href={href} data-router="" {...rest} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Saratoga' })).toHaveAttribute('data-router');
  });
});
