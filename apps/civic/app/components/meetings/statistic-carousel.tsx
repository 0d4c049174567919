import { isStatFormatter, MAX_COMPARISONS, StatisticsCarousel, type StatisticView } from '@civicbrief/design-system';
import { isRecord, num, records, text } from './block-props';
import { BlockHeading, BlockSection } from './block-styles';

function labelled(value: unknown): { label: string; value: number } | null {
  if (!isRecord(value)) return null;
  const label = text(value['label']);
  const amount = num(value['value']);
  return label !== null && amount !== null ? { label, value: amount } : null;
}

/** A datapoint of the block as the card shows it, or null without a title and a base value (content is checked, never trusted). */
function toStatistic(props: Record<string, unknown>): StatisticView | null {
  const title = text(props['title']);
  const base = labelled(props['base']);
  if (!title || !base) return null;
  const comparisons = records(props['comparisons'])
    .map(labelled)
    .filter((entry): entry is { label: string; value: number } => entry !== null);
  return {
    title,
    subtitle: text(props['subtitle']),
    icon: text(props['icon']),
    source: text(props['source']),
    // The card links only a path on this site or an https address.
    sourceLink: text(props['sourceLink']),
    base,
    comparisons: comparisons.slice(0, MAX_COMPARISONS),
    formatter: isStatFormatter(props['formatter']) ? props['formatter'] : 'number',
  };
}

/** Content block `StatisticCarousel {datapoints}`: statistic cards comparing the city with others. */
export function StatisticCarousel({ datapoints }: { datapoints?: unknown }) {
  const list = records(datapoints)
    .map(toStatistic)
    .filter((stat): stat is StatisticView => stat !== null);
  if (list.length === 0) return null;
  return (
    <BlockSection aria-labelledby="statistics-heading">
      <BlockHeading id="statistics-heading">By the numbers</BlockHeading>
      <StatisticsCarousel statistics={list} label="Statistics, scroll sideways for more" />
    </BlockSection>
  );
}
