// Test helpers for the apps' own suites (never built or published: tsconfig.lib.json leaves src/testing out).
export { fuzzPageActions, type PageActionsFuzz } from './page-actions-fuzz';
