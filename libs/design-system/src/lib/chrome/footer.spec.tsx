import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Footer } from './footer';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const linksOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('groups company, industries and legal links under headings', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(linksOf(screen.getByRole('region', { name: 'Company' }))).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Subscribe', '/subscribe'],
      ['Request a city', '/request-a-city'],
      ['Onboard your municipality', '/onboarding'],
    ]);
    expect(linksOf(screen.getByRole('region', { name: 'Industries' }))).toEqual([
      ['Real Estate Developers', '/real-estate'],
      ['Government', '/government'],
    ]);
    expect(linksOf(screen.getByRole('region', { name: 'Legal' }))).toEqual([
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('links the social profiles externally, with accessible names', () => {
    renderWithTheme(<Footer />);
    const social = screen.getByRole('region', { name: 'Social' });
    for (const name of ['LinkedIn', 'X', 'Facebook']) {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the 2025 copyright line', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByText('© 2025 CivicBrief. All rights reserved.')).toBeInTheDocument();
  });
});
