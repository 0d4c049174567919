// Design tokens. Text colours are checked against the backgrounds they sit on (WCAG 2.1 AA, >= 4.5:1):
// primary 8.4:1 on white, text 16.5:1, mutedText 7.5:1 (7.0:1 on surface), danger 6.6:1 (5.7:1 on dangerSubtle),
// success 5.1:1.
// borderStrong is 3.1:1 on white, the non-text minimum for form controls (WCAG 1.4.11).
const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' };

export const theme = {
  colors: {
    primary: '#1d4e89',
    primaryHover: '#163d6b',
    onPrimary: '#ffffff',
    primarySubtle: '#e8eef7',
    text: '#1a1f2b',
    mutedText: '#4a5568',
    background: '#ffffff',
    surface: '#f5f7fa',
    border: '#d0d7e2',
    borderStrong: '#8a94a6',
    focusRing: '#2563eb',
    danger: '#b42318',
    dangerSubtle: '#fdecea',
    success: '#1a7f37',
    inverseBackground: '#0f2a4a',
    inverseText: '#ffffff',
    /** The page dimmed behind a dialog. */
    scrim: 'rgba(15, 42, 74, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': '2.5rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 42, 74, 0.08)',
    md: '0 4px 12px rgba(15, 42, 74, 0.12)',
    lg: '0 12px 32px rgba(15, 42, 74, 0.18)',
  },
  breakpoints,
  // Mobile-first media queries, e.g. `${theme.media.md} { ... }`.
  media: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    xl: `@media (min-width: ${breakpoints.xl})`,
  },
  maxWidth: '1440px',
  zIndices: { base: 0, sticky: 100, dropdown: 200, overlay: 300, modal: 400, toast: 500, skipLink: 600 },
};

export type Theme = typeof theme;

// Typing `props.theme` once for every styled component that imports this package (DESIGN.md §4).
// It lives in this module rather than a separate .d.ts so that tsc emits it with the declarations
// and path-mapped consumers pick it up by importing the package.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- an augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
