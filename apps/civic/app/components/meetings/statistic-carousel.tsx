import styled from 'styled-components';
import { isRecord, num, records, sitePath, text } from './block-props';
import { BlockCard, BlockHeading, BlockSection } from './block-styles';
import { formatStat, isStatFormatter, percentDifference, type StatFormatter } from './stat-format';

/** The carousel shows the first three comparisons of each statistic (spec §2, §9). */
export const MAX_COMPARISONS = 3;

interface Statistic {
  title: string;
  subtitle: string | null;
  source: string | null;
  sourceLink: string | null;
  base: { label: string; value: number };
  comparisons: { label: string; value: number }[];
  formatter: StatFormatter;
}

function labelled(value: unknown): { label: string; value: number } | null {
  if (!isRecord(value)) return null;
  const label = text(value['label']);
  const amount = num(value['value']);
  return label !== null && amount !== null ? { label, value: amount } : null;
}

function toStatistic(props: Record<string, unknown>): Statistic | null {
  const title = text(props['title']);
  const base = labelled(props['base']);
  if (!title || !base) return null;
  const comparisons = records(props['comparisons'])
    .map(labelled)
    .filter((entry): entry is { label: string; value: number } => entry !== null);
  return {
    title,
    subtitle: text(props['subtitle']),
    source: text(props['source']),
    sourceLink: sitePath(props['sourceLink']),
    base,
    comparisons: comparisons.slice(0, MAX_COMPARISONS),
    formatter: isStatFormatter(props['formatter']) ? props['formatter'] : 'number',
  };
}

// A row of cards that scrolls sideways and snaps to each card; focusable so the keyboard can scroll it.
const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(20rem, 85%);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
`;

// A block card without its background, snapping into place in the track.
const StatCard = styled(BlockCard)`
  background: none;
  scroll-snap-align: start;
`;

const Big = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Comparisons = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  list-style: none;
`;

/** Content block `StatisticCarousel {datapoints}`: statistic cards comparing the city with others. */
export function StatisticCarousel({ datapoints }: { datapoints?: unknown }) {
  const list = records(datapoints).map(toStatistic).filter((stat): stat is Statistic => stat !== null);
  if (list.length === 0) return null;
  return (
    <BlockSection aria-labelledby="statistics-heading">
      <BlockHeading id="statistics-heading">By the numbers</BlockHeading>
      <Track tabIndex={0} aria-label="Statistics, scroll sideways for more">
        {list.map((stat, index) => (
          <StatCard key={`${stat.title}-${index}`}>
            <h3>{stat.title}</h3>
            {stat.subtitle && <Muted>{stat.subtitle}</Muted>}
            <Big>
              {stat.base.label}: {formatStat(stat.base.value, stat.formatter)}
            </Big>
            <Comparisons>
              {stat.comparisons.map((comparison) => {
                const difference = percentDifference(stat.base.value, comparison.value);
                return (
                  <li key={comparison.label}>
                    {comparison.label}: {formatStat(comparison.value, stat.formatter)}
                    {difference && ` (${stat.base.label} ${difference})`}
                  </li>
                );
              })}
            </Comparisons>
            {stat.source && <Muted>Source: {stat.sourceLink ? <a href={stat.sourceLink}>{stat.source}</a> : stat.source}</Muted>}
          </StatCard>
        ))}
      </Track>
    </BlockSection>
  );
}
