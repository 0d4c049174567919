import { screen, within } from '@testing-library/react';
import { useCityWidgetSections } from './city-widgets';
import { WIDGET_NAMES } from './widget-calls';
import type { CityWidgets, WidgetCity } from './widget-views';

/** The city page's provider sections and their tabs (a list named 'tabs'), as the page lays them out. */
export function WidgetsPage({ city, widgets }: { city: WidgetCity; widgets: CityWidgets }) {
  const sections = useCityWidgetSections(city, widgets);
  return (
    <>
      <ul aria-label="tabs">
        {sections.map((section) => (
          <li key={section.id}>{section.label}</li>
        ))}
      </ul>
      {sections.map((section) => section.node)}
    </>
  );
}

/** The tabs WidgetsPage shows. */
export const widgetTabs = () =>
  within(screen.getByRole('list', { name: 'tabs' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** The blocks a test names; every other one hidden (its provider not configured). */
export const widgetsOf = (named: Partial<CityWidgets>): CityWidgets =>
  ({ ...Object.fromEntries(WIDGET_NAMES.map((name) => [name, { state: 'not-configured' }])), ...named }) as CityWidgets;

/** A gateway answer for a mocked fetch. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
