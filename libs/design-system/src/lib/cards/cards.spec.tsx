import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Card } from './card';
import { CardGrid } from './card-grid';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');
const lgColumns = (element: Element) =>
  Array.from(element.classList)
    .map((name) =>
      new RegExp(`@media \\(min-width: 1024px\\) \\{\\.${name} \\{grid-template-columns: ([^;]+);`).exec(cssText()),
    )
    .find(Boolean)?.[1];

describe('cards', () => {
  it('Card has a linked title heading, meta and description', () => {
    renderWithTheme(
      <Card
        title="Saratoga"
        href="/ca/santa-clara-county/saratoga"
        meta="Santa Clara County"
        description="Population 31,000"
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Saratoga' });
    expect(screen.getByRole('link', { name: 'Saratoga' })).toHaveAttribute('href', '/ca/santa-clara-county/saratoga');
    expect(heading.closest('article')).toHaveTextContent('Santa Clara County');
    expect(screen.getByText('Population 31,000')).toBeInTheDocument();
  });

  it('Card without href has a plain title at the level asked', () => {
    renderWithTheme(<Card title="California" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'California' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('CardGrid has one column on phones, three on large screens, and one with $single', () => {
    renderWithTheme(
      <>
        <CardGrid as="ul" data-testid="many" />
        <CardGrid $single data-testid="single" />
      </>,
    );
    expect(screen.getByTestId('many').tagName).toBe('UL');
    expect(screen.getByTestId('many')).toHaveStyle({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
    expect(lgColumns(screen.getByTestId('many'))).toBe('repeat(3, minmax(0, 1fr))');
    expect(lgColumns(screen.getByTestId('single'))).toBe('minmax(0, 1fr)');
  });
});
