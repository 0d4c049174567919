import { HeaderBar } from './header-bar';
import { aboutLink, defaultCities, type NavLinkItem, type RenderLink } from './links';
import { NavDropdown } from './nav-dropdown';
import { NavSearch } from './nav-search';
import { NavEntryLink } from './nav-styles';

export interface NavbarProps {
  /** Cities of the 'Our cities' menu; defaults to Saratoga and Palo Alto. */
  cities?: readonly NavLinkItem[];
  renderLink?: RenderLink;
  /** The search box (civic: its /search page searches every city); off by default. */
  search?: boolean;
}

/** The sticky site header of the civic and AI-policy apps (spec §2 "Navigation and chrome"). */
export function Navbar({ cities = defaultCities, renderLink, search = false }: NavbarProps) {
  return (
    <HeaderBar
      menu={[{ heading: 'Our cities', links: cities }, { links: [aboutLink] }]}
      renderLink={renderLink}
      search={search ? <NavSearch /> : undefined}
    >
      <li>
        <NavDropdown label="Our cities" items={cities} renderLink={renderLink} />
      </li>
      <li>
        <NavEntryLink href={aboutLink.href} renderLink={renderLink}>
          {aboutLink.name}
        </NavEntryLink>
      </li>
    </HeaderBar>
  );
}
