export { citySlots, type CityInfo, type CitySlot } from './city-slots';
export { CityResources } from './city-resources';
export { CitySection } from './city-section';
export { cityFromParams, isCanonicalCityPath, requireCity } from './city-params';
