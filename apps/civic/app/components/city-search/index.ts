export { CitySearch, type CitySearchProps } from './city-search';
export { CityNotAvailable } from './city-not-available';
export { cityOptions, findCities, requestCityHref, CITY_SEARCH_LIMIT, CITY_SEARCH_STATE } from './city-options';
