import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { tabListStyles, tabPanelStyles, tabsRootStyles, tabStyles } from './tab-styles';

/** Radix Tabs root: `value`/`onValueChange` or `defaultValue`; arrow keys move between tabs. */
export const Tabs = styled(RadixTabs.Root)`
  ${tabsRootStyles}
`;

export const TabsList = styled(RadixTabs.List)`
  ${tabListStyles}
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  ${tabStyles}
`;

export const TabsContent = styled(RadixTabs.Content)`
  ${tabPanelStyles}
`;
