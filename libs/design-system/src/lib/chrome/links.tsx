import { cloneElement, forwardRef, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';

export type RenderLinkProps = { href: string; children: ReactNode; className?: string };

/**
 * Renders an internal link, e.g. with Remix's `Link` for client navigation:
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 * Menus add props (role, handlers, ref) to the returned element, so it must pass them to its anchor,
 * as `<a>` and Remix's `Link` do.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

export type NavLinkItem = { name: string; href: string };

/** Plain `<a href>`: works without JavaScript and outside a router. */
export const defaultRenderLink: RenderLink = ({ href, children, className }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export const defaultCities: NavLinkItem[] = [
  { name: 'Saratoga', href: '/ca/santa-clara-county/saratoga' },
  { name: 'Palo Alto', href: '/ca/santa-clara-county/palo-alto' },
];

export const industries: NavLinkItem[] = [
  { name: 'Real Estate Developers', href: '/real-estate' },
  { name: 'Government', href: '/government' },
];

export const aboutLink: NavLinkItem = { name: 'About', href: '/about' };
export const demoLink: NavLinkItem = { name: 'Contact for a demo', href: '/contact#contact-form' };

export type RenderedLinkProps = RenderLinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof RenderLinkProps> & { renderLink?: RenderLink };

/**
 * The component form of `renderLink`, so styled-components can style it and Radix can put its
 * props and ref on it (`asChild`): whatever `renderLink` returns gets them through cloneElement.
 */
export const RenderedLink = forwardRef<HTMLAnchorElement, RenderedLinkProps>(function RenderedLink(
  { renderLink = defaultRenderLink, href, children, className, ...rest },
  ref,
) {
  // Only a real ref is passed on, so a ref set by renderLink itself survives when none is given.
  return cloneElement(renderLink({ href, children, className }), ref ? { ...rest, ref } : rest);
});
