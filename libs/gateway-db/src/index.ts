export * from './client';
export * from './schema';
export * from './page-query';
export * from './accounts/password';
export * from './accounts/session-token';
export * from './accounts/users-repository';
export * from './accounts/saved-locations-repository';
