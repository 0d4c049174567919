export * from './auth-messages';
export * from './login';
export * from './real-state';
