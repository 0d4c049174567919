import {
  ListingsRow,
  NewsList,
  PetsCarousel,
  SchoolsList,
  StatisticsCarousel,
  WeatherForecast,
} from '@civicbrief/design-system';
import type { BlockViews } from './block-views';

/**
 * Every block view from static imports: for the server entry and the unit tests only. A browser module must not
 * import this file, or the views would ride in the page's script (block-views.ts loads them near the viewport).
 */
export const staticBlockViews: BlockViews = {
  weather: WeatherForecast,
  schools: SchoolsList,
  pets: PetsCarousel,
  listings: ListingsRow,
  numbers: StatisticsCarousel,
  news: NewsList,
};
