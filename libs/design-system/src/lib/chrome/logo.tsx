import { VisuallyHidden } from '../primitives/visually-hidden';
import { styled } from 'styled-components';
import { RenderedLink, type RenderLink } from './links';
import { theme } from '../theme/theme';

const LogoLink = styled(RenderedLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;

  svg {
    flex: none;
  }
`;

/** A civic building mark, drawn inline so the header needs no network request. */
export function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="6" fill="currentColor" />
      <path d="M14 5 L23 10 H5 Z" fill="#fff" />
      <rect x="7" y="12" width="2.5" height="8" fill="#fff" />
      <rect x="12.75" y="12" width="2.5" height="8" fill="#fff" />
      <rect x="18.5" y="12" width="2.5" height="8" fill="#fff" />
      <rect x="5" y="21" width="18" height="2.5" fill="#fff" />
    </svg>
  );
}

/** Logo linking home; its accessible name is 'CivicBrief home'. */
export function Logo({ renderLink }: { renderLink?: RenderLink }) {
  return (
    <LogoLink href="/" renderLink={renderLink}>
      <LogoMark />
      <span aria-hidden="true">CivicBrief</span>
      <VisuallyHidden>CivicBrief home</VisuallyHidden>
    </LogoLink>
  );
}
