import { forwardRef, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

export interface YearTabsProps {
  years: readonly number[];
  value: number;
  onValueChange: (year: number) => void;
  /** The selected year's content (e.g. its meeting summaries). */
  children: ReactNode;
  /** Accessible name of the tab list. */
  label?: string;
}

/** One tab per year, controlled; only the selected year's panel is rendered (spec §4 "Meeting list"). */
export const YearTabs = forwardRef<HTMLDivElement, YearTabsProps>(function YearTabs(
  { years, value, onValueChange, children, label = 'Year' },
  ref,
) {
  return (
    <Tabs ref={ref} value={String(value)} onValueChange={(year) => onValueChange(Number(year))}>
      <TabsList aria-label={label}>
        {years.map((year) => (
          <TabsTrigger key={year} value={String(year)}>
            {year}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={String(value)}>{children}</TabsContent>
    </Tabs>
  );
});
