import { aboutLink, defaultCities, type NavLinkItem, type RenderLink } from './links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { DesktopList, Header, HeaderInner, NavEntryLink } from './nav-styles';

export interface NavbarProps {
  /** Cities of the 'Our cities' menu; defaults to Saratoga and Palo Alto. */
  cities?: readonly NavLinkItem[];
  renderLink?: RenderLink;
}

/** The sticky site header of the civic and AI-policy apps (spec §2 "Navigation and chrome"). */
export function Navbar({ cities = defaultCities, renderLink }: NavbarProps) {
  return (
    <Header>
      <HeaderInner>
        <Logo renderLink={renderLink} />
        <nav aria-label="Main">
          <DesktopList>
            <li>
              <NavDropdown label="Our cities" items={cities} renderLink={renderLink} />
            </li>
            <li>
              <NavEntryLink href={aboutLink.href} renderLink={renderLink}>
                {aboutLink.name}
              </NavEntryLink>
            </li>
          </DesktopList>
          <MobileMenu sections={[{ heading: 'Our cities', links: cities }, { links: [aboutLink] }]} renderLink={renderLink} />
        </nav>
      </HeaderInner>
    </Header>
  );
}
