export * from './provider-errors';
export * from './weather';
export * from './schools';
export * from './pets';
export * from './listings';
export * from './city-stats';
export * from './feed';
