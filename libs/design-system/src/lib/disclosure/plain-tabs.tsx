'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { tabListStyles, tabPanelStyles, tabsRootStyles, tabStyles } from './tab-styles';

const Root = styled.div`
  ${tabsRootStyles}
`;
const List = styled.div`
  ${tabListStyles}
`;
const Tab = styled.button`
  ${tabStyles}
`;
const Panel = styled.div`
  ${tabPanelStyles}
`;

export interface PlainTab {
  label: string;
  panel: ReactNode;
}

/** Where each key moves in a list of `count` tabs (horizontal, wrapping at the ends). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface PlainTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PlainTab[];
}

/**
 * Tabs on plain buttons, the WAI-ARIA tabs pattern with automatic activation: the arrow keys, Home and End move to
 * a tab and open it; the open tab is the list's one tab stop (in the server's HTML too), Tab then enters its panel.
 * A few lines instead of Radix Tabs' roving focus and collection (11 KiB gzipped): the design system's one tabs component.
 */
export function PlainTabs({ label, tabs }: PlainTabsProps) {
  const [open, setOpen] = useState(0);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(open, tabs.length);
    setOpen(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Root>
      <List ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === open}
            aria-controls={`${id}-panel-${index}`}
            data-state={index === open ? 'active' : 'inactive'}
            tabIndex={index === open ? 0 : -1}
            onClick={() => setOpen(index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== open}
        >
          {index === open ? tab.panel : null}
        </Panel>
      ))}
    </Root>
  );
}
