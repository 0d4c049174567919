import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Radix Tabs root: `value`/`onValueChange` or `defaultValue`; arrow keys move between tabs. */
export const Tabs = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Many tabs (years) scroll sideways on phones instead of wrapping. */
  overflow-x: auto;
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
