import { Button } from '../primitives/button';
import { aboutLink, demoLink, industries, RenderedLink, type RenderLink } from './links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { DesktopList, Header, HeaderInner, NavEntryLink } from './nav-styles';

export interface MarketingNavbarProps {
  renderLink?: RenderLink;
}

/** The marketing site's header: About, an Industry menu and the demo call to action. */
export function MarketingNavbar({ renderLink }: MarketingNavbarProps) {
  return (
    <Header>
      <HeaderInner>
        <Logo renderLink={renderLink} />
        <nav aria-label="Main">
          <DesktopList>
            <li>
              <NavEntryLink href={aboutLink.href} renderLink={renderLink}>
                {aboutLink.name}
              </NavEntryLink>
            </li>
            <li>
              <NavDropdown label="Industry" items={industries} renderLink={renderLink} />
            </li>
            <li>
              <Button as={RenderedLink} href={demoLink.href} renderLink={renderLink} $size="sm">
                {demoLink.name}
              </Button>
            </li>
          </DesktopList>
          <MobileMenu
            sections={[{ links: [aboutLink] }, { heading: 'Industry', links: industries }, { links: [demoLink] }]}
            renderLink={renderLink}
          />
        </nav>
      </HeaderInner>
    </Header>
  );
}
