export { CityMap, type CityMapProps } from './city-map';
export { CityMapSection, MAP_SECTION_ID, type CityMapSectionProps } from './city-map-section';
export { MAP_HEIGHT, MAP_ZOOM, mapSiteLink, type MapPlace, type MapSettings } from './map-settings';
