import { VisuallyHidden } from '../../primitives/visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import { ErrorState } from '../../feedback/error-state';
import { BusyPlaceholder } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { formatFahrenheit, weekdayName } from './weather-format';
import { Days, ICON_SIZE, WEATHER_FORECAST_DAYS, WeatherSkeleton } from './weather-strip';

/** Spec §8, word for word. */
export const WEATHER_ERROR_MESSAGE = "Oops! We're having trouble fetching the current weather";
export { WEATHER_FORECAST_DAYS } from './weather-strip';

export interface WeatherDay {
  /** ISO date of the day, e.g. '2025-06-02'. */
  date: string;
  minF: number;
  maxF: number;
  /** e.g. 'Partly cloudy'; also the icon's alt text. */
  condition: string;
  iconUrl: string;
}

export interface WeatherForecastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  /** The forecast, first day first; the first 7 are shown. */
  days?: readonly WeatherDay[];
  /** Accessible name of the strip; defaults to '7-day weather forecast'. */
  label?: string;
}

/** The weather block (spec §2 "Weather forecast: 7-day card strip"; §4 loading, error with retry, forecast). */
export const WeatherForecast = forwardRef<HTMLDivElement, WeatherForecastProps>(function WeatherForecast(
  { status = 'ready', days = [], label = '7-day weather forecast', onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading the weather forecast" {...rest}>
        <WeatherSkeleton />
      </BusyPlaceholder>
    );
  }
  if (status === 'error') {
    return <ErrorState ref={ref} message={WEATHER_ERROR_MESSAGE} onRetry={onRetry} retryHref={retryHref} {...rest} />;
  }
  const shown = days.slice(0, WEATHER_FORECAST_DAYS);
  if (shown.length === 0) return null;
  return (
    <div ref={ref} {...rest}>
      <Days aria-label={label}>
        {shown.map((day) => (
          <li key={day.date}>
            <time dateTime={day.date.slice(0, 10)}>{weekdayName(day.date)}</time>
            <img
              src={day.iconUrl}
              alt={day.condition}
              width={ICON_SIZE}
              height={ICON_SIZE}
              loading="lazy"
              decoding="async"
            />
            <span className="condition">{day.condition}</span>
            <span className="temperatures">
              <span className="high">
                <VisuallyHidden>High </VisuallyHidden>
                {formatFahrenheit(day.maxF)}
              </span>
              <span className="low">
                <VisuallyHidden>Low </VisuallyHidden>
                {formatFahrenheit(day.minF)}
              </span>
            </span>
          </li>
        ))}
      </Days>
    </div>
  );
});
