export { citySlots, type CityInfo, type CitySlot } from './city-slots';
export { CityResources } from './city-resources';
export { cityFromParams, isCanonicalCityPath, requireCity } from './city-params';
