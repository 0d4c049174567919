import type { ReactNode } from 'react';
import type { RenderLink } from './links';
import { Logo } from './logo';
import { MobileMenu, type MobileMenuSection } from './mobile-menu';
import { DesktopList, Header, HeaderInner } from './nav-styles';

export interface HeaderBarProps {
  /** The inline entries (`<li>`s), shown from the md breakpoint up. */
  children: ReactNode;
  /** The same entries for the hamburger menu below md. */
  menu: readonly MobileMenuSection[];
  renderLink?: RenderLink;
  /** Between the logo and the navigation: the civic navbar's search box. */
  search?: ReactNode;
}

/** The sticky header every navbar shares: the logo, then the 'Main' navigation, inline or behind the hamburger. */
export function HeaderBar({ children, menu, renderLink, search }: HeaderBarProps) {
  return (
    <Header>
      <HeaderInner>
        <Logo renderLink={renderLink} />
        {search}
        <nav aria-label="Main">
          <DesktopList>{children}</DesktopList>
          <MobileMenu sections={menu} renderLink={renderLink} />
        </nav>
      </HeaderInner>
    </Header>
  );
}
