/**
 * The design system's tokens the mail uses, with the same values (libs/design-system/src/lib/theme/theme.ts): a mail
 * carries its styles inline, so it takes the values and none of styled-components. `mail-theme.spec.ts` holds them
 * equal to the design system's.
 */
export const tokens = {
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
    inverseBackground: '#0f2a4a',
    inverseText: '#ffffff',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem' },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.25rem', 6: '1.5rem', 8: '2rem' },
  radii: { md: '8px' },
} as const;

/** A rem token in pixels (16px to the rem): some mail clients (Outlook on Windows) take no rem. */
export const px = (rem: string): string => `${parseFloat(rem) * 16}px`;

const c = tokens.colors;

/**
 * The light scheme, inline on every element. Contrast (WCAG AA, 4.5:1 for text): text 16.5:1 and muted text 7.5:1 on
 * the card (background), muted text 7.0:1 on the page (surface), links (primary) 8.4:1, onPrimary 8.4:1 on the
 * header band.
 */
export const light = {
  page: c.surface,
  card: c.background,
  text: c.text,
  mutedText: c.mutedText,
  link: c.primary,
  border: c.border,
  band: c.primary,
  onBand: c.onPrimary,
} as const;

/**
 * The dark scheme, from the same tokens, for clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook for
 * Mac) or Outlook.com's `data-ogsc`/`data-ogsb`. Text 11.0:1, muted text 7.6:1 and links 9.4:1 on the card
 * (primaryHover); muted text 10.0:1 on the page (inverseBackground); the header band keeps its light colours.
 */
export const dark = {
  page: c.inverseBackground,
  card: c.primaryHover,
  text: c.inverseText,
  mutedText: c.border,
  link: c.primarySubtle,
  border: c.borderStrong,
} as const;

/** Class names the dark scheme's rules select; each element keeps its light colours inline. */
export const scheme = {
  page: 'cb-page',
  card: 'cb-card',
  text: 'cb-text',
  muted: 'cb-muted',
  link: 'cb-link',
  rule: 'cb-rule',
} as const;

const backgrounds = (prefix: string) => [
  `${prefix}.${scheme.page}, ${prefix}.${scheme.page} > table > tbody > tr > td { background-color: ${dark.page} !important; }`,
  `${prefix}.${scheme.card} { background-color: ${dark.card} !important; }`,
];
const foregrounds = (prefix: string) => [
  `${prefix}.${scheme.card}, ${prefix}.${scheme.rule} { border-color: ${dark.border} !important; }`,
  `${prefix}.${scheme.text} { color: ${dark.text} !important; }`,
  `${prefix}.${scheme.muted} { color: ${dark.mutedText} !important; }`,
  `${prefix}.${scheme.link} { color: ${dark.link} !important; }`,
];

/** The mail's one style sheet: the colour schemes it supports and the dark rules. Constant: nothing from the input. */
export const schemeStyleSheet = [
  ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
  '@media (prefers-color-scheme: dark) {',
  ...backgrounds(''),
  ...foregrounds(''),
  '}',
  // Outlook.com marks what it recolours in dark mode: data-ogsc for text colours, data-ogsb for backgrounds.
  ...foregrounds('[data-ogsc] '),
  ...backgrounds('[data-ogsb] '),
].join('\n');
