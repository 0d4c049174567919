export * from './intake-messages';
export * from './fields';
export * from './location-object';
export * from './newsletter';
export * from './leads';
export * from './city-request';
export * from './events';
export * from './bodies';
