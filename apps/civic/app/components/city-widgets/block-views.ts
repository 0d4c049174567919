import type {
  ListingsRowProps,
  NewsListProps,
  PetsCarouselProps,
  SchoolsListProps,
  StatisticsCarouselProps,
  WeatherForecastProps,
} from '@civicbrief/design-system';
import type { ComponentType } from 'react';
import type { WidgetName } from './widget-calls';

/** What each city block's view (libs/design-system widgets) takes. */
export interface BlockViewProps {
  weather: WeatherForecastProps;
  schools: SchoolsListProps;
  pets: PetsCarouselProps;
  listings: ListingsRowProps;
  numbers: StatisticsCarouselProps;
  news: NewsListProps;
}

export type BlockViews = { [K in WidgetName]: ComponentType<BlockViewProps[K]> };

/**
 * Each view's code as its own chunk, imported in the browser when its block nears the viewport (issues 12 and 13):
 * the page's script does not carry the views. Deep imports, so that no view rides along with the library's index.
 */
export const blockViewLoaders: { [K in WidgetName]: () => Promise<BlockViews[K]> } = {
  weather: () =>
    import('@civicbrief/design-system/widgets/weather/weather-forecast').then((module) => module.WeatherForecast),
  schools: () => import('@civicbrief/design-system/widgets/schools/schools-list').then((module) => module.SchoolsList),
  pets: () => import('@civicbrief/design-system/widgets/pets/pets-carousel').then((module) => module.PetsCarousel),
  listings: () =>
    import('@civicbrief/design-system/widgets/listings/listings-row').then((module) => module.ListingsRow),
  numbers: () =>
    import('@civicbrief/design-system/widgets/statistics/statistics-carousel').then(
      (module) => module.StatisticsCarousel,
    ),
  news: () => import('@civicbrief/design-system/widgets/news/news-list').then((module) => module.NewsList),
};

/**
 * Views available without waiting: given by the server entry (entry.server.tsx, which imports them statically, so
 * the server renders every block's HTML in one pass) and by the unit tests' setup; never in the browser bundle.
 */
let ready: Partial<BlockViews> = {};

export function provideBlockViews(views: Partial<BlockViews>): void {
  ready = { ...views };
}

/** The view if it is already at hand (given, or loaded earlier in this browser session), else undefined. */
export function blockViewAtHand<K extends WidgetName>(name: K): BlockViews[K] | undefined {
  return ready[name] as BlockViews[K] | undefined;
}

/** Loads a view (once per session) and keeps it at hand for every later page. */
export async function loadBlockView<K extends WidgetName>(name: K): Promise<BlockViews[K]> {
  const view = await blockViewLoaders[name]();
  ready = { ...ready, [name]: view };
  return view;
}
