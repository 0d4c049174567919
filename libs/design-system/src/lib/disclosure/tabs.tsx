import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/** Radix Tabs root: `value`/`onValueChange` or `defaultValue`; arrow keys move between tabs. */
export const Tabs = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
  /* Many tabs (years) scroll sideways on phones instead of wrapping. */
  overflow-x: auto;
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: none;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${theme.colors.mutedText};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.primary};
  }

  &[data-state='active'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
