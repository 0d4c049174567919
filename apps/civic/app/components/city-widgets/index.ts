export { useCityWidgetSections, widgetShown, type CityWidgetSection } from './city-widgets';
export type { CityWidgets, WidgetBlock, WidgetCity } from './widget-views';
