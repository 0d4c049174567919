import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { formatFahrenheit, weekdayName } from './weather-format';
import { WeatherForecast, type WeatherDay } from './weather-forecast';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const icon = (code: number) => `https://cdn.weatherapi.com/weather/64x64/day/${code}.png`;
const week: WeatherDay[] = [
  { date: '2025-06-02', minF: 55.4, maxF: 78.6, condition: 'Sunny', iconUrl: icon(113) },
  { date: '2025-06-03', minF: 56, maxF: 75, condition: 'Partly cloudy', iconUrl: icon(116) },
  { date: '2025-06-04', minF: 54, maxF: 70, condition: 'Patchy rain nearby', iconUrl: icon(176) },
  { date: '2025-06-05', minF: 53, maxF: 69, condition: 'Overcast', iconUrl: icon(122) },
  { date: '2025-06-06', minF: 52, maxF: 71, condition: 'Sunny', iconUrl: icon(113) },
  { date: '2025-06-07', minF: 57, maxF: 80, condition: 'Sunny', iconUrl: icon(113) },
  { date: '2025-06-08', minF: 58, maxF: 82, condition: 'Cloudy', iconUrl: icon(119) },
  { date: '2025-06-09', minF: 58, maxF: 82, condition: 'Mist', iconUrl: icon(143) },
];

describe('weather formatting', () => {
  it('names the weekday of the calendar date, whatever the time zone', () => {
    expect(weekdayName('2025-06-02')).toBe('Monday');
    expect(weekdayName('2025-06-08T23:30:00-07:00')).toBe('Sunday');
    expect(weekdayName('not a date')).toBe('');
  });

  it('rounds temperatures to whole Fahrenheit degrees', () => {
    expect(formatFahrenheit(78.6)).toBe('79°F');
    expect(formatFahrenheit(-0.4)).toBe('0°F');
  });
});

describe('WeatherForecast', () => {
  it('shows a 7-day strip: day name, icon with alt text, condition, max and min', () => {
    renderWithTheme(<WeatherForecast days={week} />);
    const days = within(screen.getByRole('list', { name: '7-day weather forecast' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Monday');
    expect(days[0]).toHaveTextContent('Sunny');
    expect(days[0]).toHaveTextContent('High 79°F');
    expect(days[0]).toHaveTextContent('Low 55°F');
    expect(days[6]).toHaveTextContent('Sunday');
    expect(screen.queryByText('Mist')).not.toBeInTheDocument();

    const image = within(days[1]).getByRole('img', { name: 'Partly cloudy' });
    expect(image).toHaveAttribute('src', icon(116));
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(days[1]).getByText('Tuesday')).toHaveAttribute('datetime', '2025-06-03');
  });

  it('is busy with skeletons while loading', () => {
    const { container } = renderWithTheme(<WeatherForecast status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the weather forecast');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says it failed, in the spec's words, and retries", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<WeatherForecast status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Oops! We're having trouble fetching the current weatherTry again$/,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without days', () => {
    const { container } = renderWithTheme(<WeatherForecast days={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
