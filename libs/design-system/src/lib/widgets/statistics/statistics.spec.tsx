import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { formatMoney, formatStat, percentDifference, statSourceLink } from './stat-format';
import {
  MAX_COMPARISONS,
  STATISTICS_ERROR_MESSAGE,
  StatisticsCarousel,
  type StatisticView,
} from './statistics-carousel';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('statistic formatting', () => {
  it('writes money with a dollar sign and K, M or B', () => {
    expect(formatMoney(950)).toBe('$950');
    expect(formatMoney(420_000)).toBe('$420K');
    expect(formatMoney(1_250_000)).toBe('$1.3M');
    expect(formatMoney(999_960)).toBe('$1M');
    expect(formatMoney(2_500_000_000)).toBe('$2.5B');
    expect(formatMoney(-15_000)).toBe('-$15K');
  });
  it('formats percent, plain numbers and years', () => {
    expect(formatStat(42, 'percent')).toBe('42%');
    expect(formatStat(12345.6, 'number')).toBe('12,346');
    expect(formatStat(48.62, 'years')).toBe('48.6 years');
  });
  it('gives the rounded percent difference with Higher or Lower', () => {
    expect(percentDifference(110, 100)).toBe('10% Higher');
    expect(percentDifference(300, 400)).toBe('25% Lower');
    expect(percentDifference(1, 3)).toBe('67% Lower');
    expect(percentDifference(5, 0)).toBeNull();
    expect(percentDifference(5, 5)).toBeNull();
  });
  it('links a source on this site or at an https address, nothing else', () => {
    expect(statSourceLink('/ca/santa-clara-county/saratoga')).toBe('/ca/santa-clara-county/saratoga');
    expect(statSourceLink('https://data.census.gov/table/ACSDT5Y2023.B01003?g=040XX00US06')).toBe(
      'https://data.census.gov/table/ACSDT5Y2023.B01003?g=040XX00US06',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x', '', null])
      expect(statSourceLink(bad)).toBeNull();
  });
});

const stat: StatisticView = {
  title: 'Median household income',
  subtitle: '2019-2023 estimate',
  icon: 'income',
  source: 'U.S. Census Bureau',
  sourceLink: 'https://data.census.gov/table/ACSDT5Y2023.B19013',
  base: { label: 'Saratoga', value: 250_001 },
  comparisons: [
    { label: 'Santa Clara County', value: 153_792 },
    { label: 'California', value: 96_334 },
    { label: 'United States', value: 75_149 },
    { label: 'Fourth', value: 1 },
  ],
  formatter: 'money',
};

describe('StatisticsCarousel', () => {
  it('shows the icon, the base value, the first 3 comparisons with Higher or Lower, and links the outside source', () => {
    renderWithTheme(<StatisticsCarousel statistics={[stat]} label="Saratoga in numbers" />);
    const carousel = screen.getByRole('region', { name: 'Saratoga in numbers' });
    const card = within(carousel).getByRole('article');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Median household income' }).querySelector('svg'),
    ).not.toBeNull();
    expect(card).toHaveTextContent('Saratoga: $250K');
    const comparisons = within(card).getAllByRole('listitem');
    expect(comparisons.map((item) => item.textContent)).toEqual([
      'Santa Clara County: $153.8K (Saratoga 63% Higher)',
      'California: $96.3K (Saratoga 160% Higher)',
      'United States: $75.1K (Saratoga 233% Higher)',
    ]);
    expect(comparisons).toHaveLength(MAX_COMPARISONS);
    expect(within(card).getByRole('link', { name: 'U.S. Census Bureau' })).toHaveAttribute('href', stat.sourceLink);
  });

  it('shows its error with a retry, and nothing without statistics', () => {
    const { container, rerender } = renderWithTheme(<StatisticsCarousel status="error" retryHref="/here" />);
    expect(screen.getByRole('alert')).toHaveTextContent(STATISTICS_ERROR_MESSAGE);
    rerender(
      <ThemeProvider theme={theme}>
        <StatisticsCarousel statistics={[]} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
