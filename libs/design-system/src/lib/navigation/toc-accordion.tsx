'use client';

import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { bareList, rowLink } from '../primitives/interactive';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../disclosure/accordion';
import { entriesOf, groupKey, type TocEntry, type TocSection } from './toc-types';
import { theme } from '../theme/theme';

// Spec §9: the table of contents list is at most 360px high and scrolls inside.
const Scroller = styled.div`
  max-height: 360px;
  overflow-y: auto;
`;

const Links = styled.ul`
  ${bareList}
`;

const EntryLink = styled.a`
  ${rowLink}
  padding: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;

export interface TocAccordionProps {
  toc: readonly TocSection[];
  /** Keys (group id, else `toc-group-<index>`) of the groups open in the server's HTML. */
  defaultExpanded: readonly string[];
  onJump: (id: string) => void;
}

function EntryList({ entries, onJump }: { entries: readonly TocEntry[]; onJump: (id: string) => void }) {
  // Real #id links, so the list works (and is in the HTML) without JavaScript; with it, jumps leave
  // room for the sticky chrome.
  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onJump(id);
  };
  return (
    <Links>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryLink href={`#${entry.id}`} onClick={follow(entry.id)}>
            {entry.title}
          </EntryLink>
        </li>
      ))}
    </Links>
  );
}

/**
 * The large-screen navigator: h5 topics as `<details>` items, their h6 sections inside; they open and close and
 * their links work from the server's HTML alone.
 */
export function TocAccordion({ toc, defaultExpanded, onJump }: TocAccordionProps) {
  return (
    <Scroller>
      {toc
        .filter((group) => !group.title)
        .map((group, index) => (
          <EntryList key={`untitled-${index}`} entries={group.items} onJump={onJump} />
        ))}
      <Accordion>
        {toc.map((group, index) =>
          group.title ? (
            <AccordionItem key={groupKey(group, index)} defaultOpen={defaultExpanded.includes(groupKey(group, index))}>
              <AccordionTrigger>{group.title}</AccordionTrigger>
              <AccordionContent>
                <EntryList entries={entriesOf(group)} onJump={onJump} />
              </AccordionContent>
            </AccordionItem>
          ) : null,
        )}
      </Accordion>
    </Scroller>
  );
}
