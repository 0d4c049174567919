export * from './choices';
export * from './survey-input';
export * from './ops';
