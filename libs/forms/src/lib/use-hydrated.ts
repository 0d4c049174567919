// Part of this package's API since its first release; the hook lives in the design system (one for every package).
export { useHydrated } from '@civicbrief/design-system';
