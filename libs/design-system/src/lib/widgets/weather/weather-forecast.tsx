import { VisuallyHidden } from '../../primitives/visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import { css, styled } from 'styled-components';
import { ErrorState } from '../../feedback/error-state';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { formatFahrenheit, weekdayName } from './weather-format';
import { theme } from '../../theme/theme';

/** Spec §8, word for word. */
export const WEATHER_ERROR_MESSAGE = "Oops! We're having trouble fetching the current weather";
/** Spec §9: the forecast covers 7 days. */
export const WEATHER_FORECAST_DAYS = 7;

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

const ICON_SIZE = 64;
const PHONE_ICON_SIZE = 48;

// Phones: one row per day. From md: cards, four to a row; from lg: the seven side by side
// (below lg a seventh of the width is too narrow for 'Wednesday').
const Strip = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space[3]};
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(${WEATHER_FORECAST_DAYS}, minmax(0, 1fr));
  }
`;

const dayCard = css`
  display: grid;
  grid-template-columns: 6.5rem ${PHONE_ICON_SIZE}px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr);
    /* The condition row takes the slack, so the temperatures line up at the bottom of every card. */
    grid-template-rows: auto auto 1fr auto;
    align-items: start;
    justify-items: center;
    padding: ${theme.space[4]} ${theme.space[2]};
    text-align: center;
  }
`;

/** A day of the forecast and its plain parts, styled from the strip (one styled element per forecast, decision 039). */
const Days = styled(Strip)`
  > li {
    ${dayCard}
    color: ${theme.colors.text};
  }

  time {
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }

  img {
    width: ${PHONE_ICON_SIZE}px;
    height: ${PHONE_ICON_SIZE}px;

    ${theme.media.md} {
      width: ${ICON_SIZE}px;
      height: ${ICON_SIZE}px;
    }
  }

  .condition {
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  .temperatures {
    display: flex;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    white-space: nowrap;
  }

  .high {
    font-weight: ${theme.fontWeights.bold};
  }

  .low {
    color: ${theme.colors.mutedText};
  }
`;

const SkeletonDay = styled.li`
  ${dayCard}
  min-height: calc(${PHONE_ICON_SIZE}px + 1rem);

  ${theme.media.md} {
    min-height: 13rem;
  }
`;

/** The weather block (spec §2 "Weather forecast: 7-day card strip"; §4 loading, error with retry, forecast). */
export const WeatherForecast = forwardRef<HTMLDivElement, WeatherForecastProps>(function WeatherForecast(
  { status = 'ready', days = [], label = '7-day weather forecast', onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading the weather forecast" {...rest}>
        <Strip as="ul">
          {Array.from({ length: WEATHER_FORECAST_DAYS }, (_, index) => (
            <SkeletonDay key={index}>
              <Skeleton $width="5rem" $height="1rem" />
              <Skeleton $width={`${PHONE_ICON_SIZE}px`} $height={`${PHONE_ICON_SIZE}px`} $radius="lg" />
              <Skeleton $width="6rem" $height="0.875rem" />
              <Skeleton $width="4rem" $height="0.875rem" />
            </SkeletonDay>
          ))}
        </Strip>
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
