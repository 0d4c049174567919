import { VisuallyHidden } from '../primitives/visually-hidden';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { brand, type SocialLink } from '../brand';
import { industries, RenderedLink, type NavLinkItem, type RenderLink } from './links';
import { theme } from '../theme/theme';

const groups: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: 'Company',
    links: [
      { name: 'About', href: '/about' },
      { name: 'Contact', href: '/contact' },
      { name: 'Subscribe', href: '/subscribe' },
      { name: 'Request a city', href: '/request-a-city' },
      { name: 'Onboard your municipality', href: '/onboarding' },
    ],
  },
  { heading: 'Industries', links: industries },
  {
    heading: 'Legal',
    links: [
      { name: 'Terms of Service', href: '/terms-of-service' },
      { name: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

const Root = styled.footer`
  /* The site chrome never prints: printed pages carry their own PrintHeader. */
  @media print {
    display: none;
  }
  background: ${theme.colors.inverseBackground};
  color: ${theme.colors.inverseText};

  a {
    color: ${theme.colors.inverseText};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  /* The default blue ring is too faint on the dark footer. */
  a:focus-visible {
    outline-color: ${theme.colors.inverseText};
  }
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin-inline: auto;
  padding: ${theme.space[10]} ${theme.space[4]} ${theme.space[6]};

  ${theme.media.md} {
    padding-inline: ${theme.space[6]};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space[8]};
`;

const GroupHeading = styled.h2`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.fontSizes.md};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Copyright = styled.p`
  margin: ${theme.space[8]} 0 0;
  padding-top: ${theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${theme.fontSizes.sm};
`;

function LinkGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = `footer-${heading.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <GroupHeading id={id}>{heading}</GroupHeading>
      <LinkList>{children}</LinkList>
    </section>
  );
}

export interface FooterProps {
  renderLink?: RenderLink;
  /** Defaults to CivicBrief's LinkedIn, X and Facebook pages. */
  socialLinks?: readonly SocialLink[];
}

export function Footer({ renderLink, socialLinks = brand.social }: FooterProps) {
  return (
    <Root>
      <Inner>
        <Groups>
          {groups.map((group) => (
            <LinkGroup key={group.heading} heading={group.heading}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <RenderedLink href={link.href} renderLink={renderLink}>
                    {link.name}
                  </RenderedLink>
                </li>
              ))}
            </LinkGroup>
          ))}
          <LinkGroup heading="Social">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </LinkGroup>
        </Groups>
        <Copyright>© 2025 CivicBrief. All rights reserved.</Copyright>
      </Inner>
    </Root>
  );
}
