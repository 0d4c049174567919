export * from './lib/subscription/questions';
export * from './lib/subscription/machine';
export * from './lib/subscription/record';
