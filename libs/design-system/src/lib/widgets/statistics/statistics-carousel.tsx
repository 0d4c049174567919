import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ErrorState } from '../../feedback/error-state';
import { Carousel } from '../carousel/carousel';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { formatStat, percentDifference, statSourceLink, type StatFormatter } from './stat-format';
import { StatIcon } from './stat-icon';
import { theme } from '../../theme/theme';

/** The carousel shows the first three comparisons of each statistic (spec §2, §9). */
export const MAX_COMPARISONS = 3;
export const STATISTICS_ERROR_MESSAGE = "Oops! We're having trouble fetching the numbers.";

/** A statistic card (spec §3 Statistic datapoint). */
export interface StatisticView {
  title: string;
  subtitle: string | null;
  icon: string | null;
  source: string | null;
  sourceLink: string | null;
  base: { label: string; value: number };
  comparisons: readonly { label: string; value: number }[];
  formatter: StatFormatter;
}

const CARD_WIDTH = '18rem';

const Card = styled.article`
  display: grid;
  gap: ${theme.space[2]};
  align-content: start;
  width: min(${CARD_WIDTH}, 80vw);
  height: 100%;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};

  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  /* Its parts are plain elements styled from here (one styled element per card, decision 039). */
  .big {
    font-size: ${theme.fontSizes['2xl']};
    font-weight: ${theme.fontWeights.bold};
  }

  .muted {
    color: ${theme.colors.mutedText};
    font-size: ${theme.fontSizes.sm};

    a {
      color: ${theme.colors.primary};
    }
  }

  ul {
    display: grid;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** One statistic: the base value, its first three comparisons with the difference, and its source. */
export function StatisticCard({ stat }: { stat: StatisticView }) {
  const link = statSourceLink(stat.sourceLink);
  return (
    <Card>
      <h3>
        <StatIcon icon={stat.icon} />
        {stat.title}
      </h3>
      {stat.subtitle && <p className="muted">{stat.subtitle}</p>}
      <p className="big">
        {stat.base.label}: {formatStat(stat.base.value, stat.formatter)}
      </p>
      <ul>
        {stat.comparisons.slice(0, MAX_COMPARISONS).map((comparison) => {
          const difference = percentDifference(stat.base.value, comparison.value);
          return (
            <li key={comparison.label}>
              {comparison.label}: {formatStat(comparison.value, stat.formatter)}
              {difference && ` (${stat.base.label} ${difference})`}
            </li>
          );
        })}
      </ul>
      {stat.source && <p className="muted">Source: {link ? <a href={link}>{stat.source}</a> : stat.source}</p>}
    </Card>
  );
}

export interface StatisticsCarouselProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  statistics?: readonly StatisticView[];
  /** Accessible name of the carousel; defaults to 'Statistics'. */
  label?: string;
}

/** Statistic cards side by side (spec §2): loading, error with retry, nothing when there are none, the cards. */
export const StatisticsCarousel = forwardRef<HTMLDivElement, StatisticsCarouselProps>(function StatisticsCarousel(
  { status = 'ready', statistics = [], label = 'Statistics', onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading the statistics" {...rest}>
        <Skeleton $width={CARD_WIDTH} $height="14rem" $radius="lg" />
      </BusyPlaceholder>
    );
  }
  if (status === 'error')
    return (
      <ErrorState ref={ref} message={STATISTICS_ERROR_MESSAGE} onRetry={onRetry} retryHref={retryHref} {...rest} />
    );
  if (statistics.length === 0) return null;
  return (
    <Carousel ref={ref} label={label} previousLabel="Previous statistics" nextLabel="Next statistics" {...rest}>
      {statistics.map((stat, index) => (
        <StatisticCard key={`${stat.title}-${index}`} stat={stat} />
      ))}
    </Carousel>
  );
});
