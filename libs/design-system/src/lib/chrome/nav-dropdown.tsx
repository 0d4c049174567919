import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { RenderedLink, type NavLinkItem, type RenderLink } from './links';
import { highlighted, rowLink } from '../primitives/interactive';
import { navEntry } from './nav-styles';

const Trigger = styled.button`
  ${navEntry}
`;

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

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 L6 8.5 L10 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export interface NavDropdownProps {
  label: string;
  items: readonly NavLinkItem[];
  renderLink?: RenderLink;
}

/**
 * A navbar menu of links over Radix DropdownMenu: Enter, Space or ArrowDown open it, arrows move,
 * Escape closes and returns focus to the trigger. Non-modal, as it is navigation, not a choice.
 * Its content is rendered only while open, so server rendering emits just the trigger.
 */
export function NavDropdown({ label, items, renderLink }: NavDropdownProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Trigger type="button">
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
