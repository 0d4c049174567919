import { formatWhole } from '../shared/number-format';

/** How a statistic's values read: money with $ and K/M/B, a percentage, a whole number, or years (one decimal). */
export type StatFormatter = 'money' | 'percent' | 'number' | 'years';

export const isStatFormatter = (value: unknown): value is StatFormatter =>
  value === 'money' || value === 'percent' || value === 'number' || value === 'years';

const units: [number, string][] = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** Money with a dollar sign and K, M or B (spec §9): 420000 -> '$420K', 1250000 -> '$1.3M', 950 -> '$950'. */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const index = units.findIndex(([unit]) => size >= unit);
  if (index === -1) return `${sign}$${formatWhole(size)}`;
  const [unit, suffix] = units[index] as [number, string];
  const bigger = units[index - 1];
  // 999,960 would round to '1000K': it reads '$1M'.
  if (bigger && Math.round((size / unit) * 10) / 10 >= 1000)
    return `${sign}$${oneDecimal(size / bigger[0])}${bigger[1]}`;
  return `${sign}$${oneDecimal(size / unit)}${suffix}`;
}

export function formatStat(value: number, formatter: StatFormatter): string {
  switch (formatter) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${oneDecimal(value)}%`;
    case 'number':
      return formatWhole(value);
    case 'years':
      return `${oneDecimal(value)} years`;
    default:
      return formatter satisfies never;
  }
}

/**
 * How the base value compares with another (spec §2, §9): the percent difference rounded, with 'Higher'
 * or 'Lower'. Null when the other value is zero (no percentage) or the two are equal.
 */
export function percentDifference(base: number, other: number): string | null {
  if (other === 0 || base === other) return null;
  const percent = Math.round((Math.abs(base - other) / Math.abs(other)) * 100);
  return `${percent}% ${base > other ? 'Higher' : 'Lower'}`;
}

/** A source link a card may render: a path on this site ('/…', not '//host') or an https URL; anything else null. */
export function statSourceLink(value: string | null | undefined): string | null {
  const link = value?.trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(link) ? link : null;
}
