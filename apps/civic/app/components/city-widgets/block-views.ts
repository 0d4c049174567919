import type {
  ListingsRowProps,
  NewsListProps,
  PetsCarouselProps,
  SchoolsListProps,
  StatisticsCarouselProps,
  WeatherForecastProps,
} from '@civicbrief/design-system';
import { lazyComponent, type LazyComponent } from '@civicbrief/design-system';
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
 * Each view's code as its own chunk (issues 12 and 13), shown through the design system's DeferredView: the page's
 * script does not carry the views; a block's loads as it nears the viewport or is first reached. Deep imports, so
 * that no view rides along with the library's index.
 */
export const blockViews: { [K in WidgetName]: LazyComponent<BlockViewProps[K]> } = {
  weather: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/weather/weather-forecast').then((module) => module.WeatherForecast),
  ),
  schools: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/schools/schools-list').then((module) => module.SchoolsList),
  ),
  pets: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/pets/pets-carousel').then((module) => module.PetsCarousel),
  ),
  listings: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/listings/listings-row').then((module) => module.ListingsRow),
  ),
  numbers: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/statistics/statistics-carousel').then(
      (module) => module.StatisticsCarousel,
    ),
  ),
  news: lazyComponent(() =>
    import('@civicbrief/design-system/widgets/news/news-list').then((module) => module.NewsList),
  ),
};

/**
 * Gives every view at once: the server entry (entry.server.tsx, which imports them statically, so the server renders
 * every block's HTML in one pass) and the unit tests' setup; never in the browser bundle.
 */
export function provideBlockViews(views: BlockViews): void {
  for (const name of Object.keys(views) as WidgetName[]) {
    (blockViews[name] as LazyComponent<unknown>).provide(views[name] as ComponentType<unknown>);
  }
}
