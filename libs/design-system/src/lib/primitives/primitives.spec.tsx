import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { Button } from './button';
import { PageContainer } from './page-container';
import { SkipLink } from './skip-link';
import { VisuallyHidden } from './visually-hidden';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('primitives', () => {
  it('Button renders a button, or a link with as="a"', () => {
    renderWithTheme(
      <>
        <Button type="submit">Subscribe</Button>
        <Button as="a" href="/contact" $variant="secondary" $size="lg">
          Contact
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('$variant');
  });

  it('Button styles follow the variant', () => {
    renderWithTheme(
      <>
        <Button>Primary</Button>
        <Button $variant="ghost">Ghost</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({ background: '#1d4e89' });
    expect(screen.getByRole('button', { name: 'Ghost' })).toHaveStyle({ background: 'transparent' });
  });

  it('SkipLink points at the main landmark', () => {
    renderWithTheme(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('PageContainer caps the width at 1440px', () => {
    renderWithTheme(<PageContainer data-testid="page" />);
    expect(screen.getByTestId('page')).toHaveStyle({ maxWidth: '1440px' });
  });

  it('GlobalStyle sets the body from the theme, a visible focus ring and .visually-hidden', () => {
    renderWithTheme(<GlobalStyle />);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(document.body).toHaveStyle({ color: '#1a1f2b', margin: '0' });
    expect(css).toMatch(/:focus-visible \{outline: 3px solid #2563eb;/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toMatch(/\.visually-hidden \{position: absolute !important;/);
    expect(css).toMatch(
      /\.visually-hidden \{[^}]*clip: rect\(0, 0, 0, 0\) !important; white-space: nowrap !important;/,
    );
  });

  it('VisuallyHidden renders its element with the global class, keeps its own attributes and label target', () => {
    renderWithTheme(
      <>
        <VisuallyHidden role="status">3 results</VisuallyHidden>
        <VisuallyHidden as="label" htmlFor="q" className="extra">
          Search
        </VisuallyHidden>
        <input id="q" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('SPAN');
    expect(status).toHaveClass('visually-hidden');
    expect(status).not.toHaveAttribute('style');
    expect(screen.getByLabelText('Search').id).toBe('q');
    expect(screen.getByText('Search')).toHaveClass('visually-hidden', 'extra');
  });
});
