import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme/theme';

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${theme.space[2]};
  left: ${theme.space[2]};
  z-index: ${theme.zIndices.skipLink};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  /* Off-screen until focused, so keyboard users get it first and everyone else never sees it. */
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

export type SkipLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { children?: ReactNode };

/** First focusable element of every page; jumps to the `<main id="main">` landmark. */
export function SkipLink({ href = '#main', children = 'Skip to main content', ...rest }: SkipLinkProps) {
  return (
    <StyledSkipLink href={href} {...rest}>
      {children}
    </StyledSkipLink>
  );
}
