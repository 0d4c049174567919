import { Button } from '../primitives/button';
import { HeaderBar } from './header-bar';
import { aboutLink, demoLink, industries, RenderedLink, type RenderLink } from './links';
import { NavDropdown } from './nav-dropdown';
import { NavEntryLink } from './nav-styles';

export interface MarketingNavbarProps {
  renderLink?: RenderLink;
}

/** The marketing site's header: About, an Industry menu and the demo call to action. */
export function MarketingNavbar({ renderLink }: MarketingNavbarProps) {
  return (
    <HeaderBar
      menu={[{ links: [aboutLink] }, { heading: 'Industry', links: industries }, { links: [demoLink] }]}
      renderLink={renderLink}
    >
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
    </HeaderBar>
  );
}
