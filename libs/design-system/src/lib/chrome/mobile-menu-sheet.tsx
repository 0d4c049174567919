import * as Dialog from '@radix-ui/react-dialog';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Overlay } from '../overlay/overlay';
import { bareList, rowLink } from '../primitives/interactive';
import { RenderedLink } from './links';
import { hamburgerPath, Icon, IconButton, type MobileMenuProps } from './mobile-menu';
import type { LoadedControlProps } from '../lazy/on-intent';

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

/** MobileMenu's sheet once its code has arrived (loaded by mobile-menu.tsx on the first reach for the hamburger). */
export function MobileMenuSheet({ sections, renderLink, triggerRef }: MobileMenuProps & LoadedControlProps) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton type="button" aria-label="Open menu" ref={triggerRef}>
          <Icon path={hamburgerPath} />
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
  );
}
