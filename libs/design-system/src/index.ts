// The only public entry of @civicbrief/design-system.
export { theme, type Theme } from './lib/theme/theme';
export { GlobalStyle } from './lib/theme/global-style';
export { PageContainer } from './lib/primitives/page-container';
export { SkipLink, type SkipLinkProps } from './lib/primitives/skip-link';
export { Button, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './lib/primitives/button';
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';

export { PageHead, type MetaEntry, type PageHeadProps } from './lib/shell/page-head';
export { structuredDataFor } from './lib/shell/structured-data';
export {
  BlockRenderer,
  type BlockRegistry,
  type BlockRendererProps,
  type ContentBlock,
} from './lib/shell/block-renderer';
export { ThirdPartyScripts, type ThirdPartyScriptsProps } from './lib/shell/third-party-scripts';
export { analytics } from './lib/shell/analytics';

export { Navbar, type NavbarProps } from './lib/chrome/navbar';
export { MarketingNavbar, type MarketingNavbarProps } from './lib/chrome/marketing-navbar';
export { Footer, type FooterProps } from './lib/chrome/footer';
export type { NavLinkItem, RenderLink, RenderLinkProps } from './lib/chrome/links';
export type { SocialLink } from './lib/brand';
