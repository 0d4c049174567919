'use client';

import { useId } from 'react';
import { styled } from 'styled-components';
import { bareList, iconControl, rowLink } from '../primitives/interactive';
import { theme } from '../theme/theme';
import { RenderedLink, type NavLinkItem, type RenderLink } from './links';
import { MobileOnly } from './nav-styles';
import { hidePopoverOnLink } from './popover';

export type MobileMenuSection = { heading?: string; links: readonly NavLinkItem[] };

const IconButton = styled.button`
  ${iconControl}
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Sheet = styled.div`
  /* A side panel the height of the viewport, over the popover's UA style (centred, fit-content, bordered). */
  inset: 0 0 0 auto;
  width: min(20rem, 85vw);
  height: auto;
  max-height: none;
  margin: 0;
  padding: ${theme.space[4]};
  overflow-y: auto;
  border: 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: ${theme.colors.scrim};
  }
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space[4]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const SectionHeading = styled.h3`
  margin: ${theme.space[4]} 0 ${theme.space[1]};
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const LinkList = styled.ul`
  ${bareList}
`;

const SheetLink = styled(RenderedLink)`
  ${rowLink}
  padding: ${theme.space[3]} ${theme.space[2]};
  font-weight: ${theme.fontWeights.medium};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

export interface MobileMenuProps {
  sections: readonly MobileMenuSection[];
  renderLink?: RenderLink;
}

/**
 * The small-screen menu: the hamburger opens a side sheet over the HTML Popover API (`popover="auto"`), so it
 * works as soon as the page is there, before and without JavaScript. Escape, a tap outside (on the dimmed page)
 * and the sheet's close button close it, and the browser gives the focus back to the hamburger. Once hydrated,
 * following a link closes it, as client navigation keeps the page. Shown below the md breakpoint only.
 */
export function MobileMenu({ sections, renderLink }: MobileMenuProps) {
  const id = useId();
  return (
    <MobileOnly>
      <IconButton type="button" popovertarget={id} aria-label="Open menu">
        <Icon path="M3 5h14M3 10h14M3 15h14" />
      </IconButton>
      <Sheet popover="auto" id={id} onClick={hidePopoverOnLink}>
        <SheetHeader>
          <Title>Menu</Title>
          <IconButton type="button" popovertarget={id} popovertargetaction="hide" aria-label="Close menu">
            <Icon path="M5 5l10 10M15 5L5 15" />
          </IconButton>
        </SheetHeader>
        {sections.map((section, index) => (
          <div key={section.heading ?? `section-${index}`}>
            {section.heading ? <SectionHeading>{section.heading}</SectionHeading> : null}
            <LinkList>
              {section.links.map((link) => (
                <li key={link.href}>
                  <SheetLink href={link.href} renderLink={renderLink}>
                    {link.name}
                  </SheetLink>
                </li>
              ))}
            </LinkList>
          </div>
        ))}
      </Sheet>
    </MobileOnly>
  );
}
