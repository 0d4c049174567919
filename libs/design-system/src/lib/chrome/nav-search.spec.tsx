import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Navbar } from './navbar';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// jsdom applies the mobile-first `display: none` of the form (shown from md up) but no media query: `hidden: true`.
describe('Navbar search', () => {
  it('is a labelled GET form to /search with a bounded q, so it works without JavaScript', () => {
    renderWithTheme(<Navbar search />);
    const form = screen.getByRole('search', { hidden: true });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('searchbox', { name: 'Search meetings and articles', hidden: true });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('button', { name: 'Search', hidden: true })).toHaveAttribute('type', 'submit');
  });

  it('offers a link to the search page where the form does not fit', () => {
    renderWithTheme(<Navbar search />);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it('is absent unless asked for (the AI-policy site has no search page)', () => {
    renderWithTheme(<Navbar />);
    expect(screen.queryByRole('search', { hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search', hidden: true })).not.toBeInTheDocument();
  });
});
