export * from './lib/field-error-message';
export * from './lib/field-error';
export * from './lib/form-field';
