import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { highlighted, rowLink } from '../primitives/interactive';
import { RenderedLink } from './links';
import { Chevron, Trigger, type NavDropdownProps } from './nav-dropdown';
import type { LoadedControlProps } from '../lazy/on-intent';

const Content = styled(DropdownMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 14rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const ItemLink = styled(RenderedLink)`
  ${rowLink}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  outline: none;

  &[data-highlighted] {
    ${highlighted}
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

/** NavDropdown's menu once its code has arrived (loaded by nav-dropdown.tsx on the first reach). */
export function NavDropdownMenu({ label, items, renderLink, triggerRef }: NavDropdownProps & LoadedControlProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button" ref={triggerRef}>
          {label}
          <Chevron />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="start" sideOffset={6}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild>
              <ItemLink href={item.href} renderLink={renderLink}>
                {item.name}
              </ItemLink>
            </DropdownMenu.Item>
          ))}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
