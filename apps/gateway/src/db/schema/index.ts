export * from './pages';
export * from './accounts';
