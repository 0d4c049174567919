import type { CSSProperties } from 'react';
import { light, px, tokens } from './mail-theme';

const { fonts, fontSizes, fontWeights, lineHeights, space } = tokens;

// The inline styles the digest mail's parts share: text, muted text, headings, links and the rule between issues.
export const text: CSSProperties = {
  fontFamily: fonts.body,
  fontSize: px(fontSizes.md),
  lineHeight: lineHeights.normal,
  color: light.text,
  margin: `0 0 ${px(space[4])}`,
};
export const muted: CSSProperties = { ...text, fontSize: px(fontSizes.sm), color: light.mutedText };
export const heading = (size: string, top: string): CSSProperties => ({
  fontFamily: fonts.heading,
  fontSize: px(size),
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.tight,
  color: light.text,
  margin: `${px(top)} 0 ${px(space[2])}`,
});
export const link: CSSProperties = { color: light.link, textDecoration: 'underline' };
export const rule: CSSProperties = {
  border: 'none',
  borderTop: `1px solid ${light.border}`,
  margin: `${px(space[6])} 0`,
};
export const gutter = px(space[6]);
