export * from './lib/states';
export { slugify, placeName } from './lib/slug';
export { countySegment } from './lib/county';
export * from './lib/catalogue';
export * from './lib/paths';
export * from './lib/search';
export * from './lib/csv';
export * from './lib/location-linkage';
export * from './lib/place-of-path';
