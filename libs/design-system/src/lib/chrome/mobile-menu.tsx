import * as Dialog from '@radix-ui/react-dialog';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Overlay } from '../overlay/overlay';
import { bareList, iconControl, rowLink } from '../primitives/interactive';
import { RenderedLink, type NavLinkItem, type RenderLink } from './links';
import { MobileOnly } from './nav-styles';

export type MobileMenuSection = { heading?: string; links: readonly NavLinkItem[] };

const IconButton = styled.button`
  ${iconControl}
`;

const Sheet = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: min(20rem, 85vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SectionHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const LinkList = styled.ul`
  ${bareList}
`;

const SheetLink = styled(RenderedLink)`
  ${rowLink}
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface MobileMenuProps {
  sections: readonly MobileMenuSection[];
  renderLink?: RenderLink;
}

/**
 * The small-screen menu: a hamburger opening a Radix Dialog sheet (focus trapped, Escape closes,
 * focus returns to the hamburger). Following a link closes it, as client navigation keeps the page.
 */
export function MobileMenu({ sections, renderLink }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <MobileOnly>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <IconButton type="button" aria-label="Open menu">
            <Icon path="M3 5h14M3 10h14M3 15h14" />
          </IconButton>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Overlay />
          <Sheet aria-describedby={undefined} onClick={closeOnLink}>
            <SheetHeader>
              <Title>Menu</Title>
              <Dialog.Close asChild>
                <IconButton type="button" aria-label="Close menu">
                  <Icon path="M5 5l10 10M15 5L5 15" />
                </IconButton>
              </Dialog.Close>
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
        </Dialog.Portal>
      </Dialog.Root>
    </MobileOnly>
  );
}
