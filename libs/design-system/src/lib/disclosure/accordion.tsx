'use client';

import { createContext, forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { quietControl } from '../primitives/interactive';
import { theme } from '../theme/theme';

/** The `name` an accordion's items share, when only one may be open at a time. */
const GroupName = createContext<string | undefined>(undefined);

const Group = styled.div`
  border-top: 1px solid ${theme.colors.border};
`;

export interface AccordionProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * One item open at a time: each item is a `<details name>` of this name, which the browser keeps exclusive
   * (Chromium 120, Safari 17.2, Firefox 130). Without it, items open and close on their own.
   */
  name?: string;
}

/**
 * Items on native `<details>`/`<summary>`: they open and close from the server's HTML, before (or without) the
 * app's JavaScript; the summary is a tab stop that toggles with Enter and Space.
 */
export function Accordion({ name, ...rest }: AccordionProps) {
  return (
    <GroupName.Provider value={name}>
      <Group {...rest} />
    </GroupName.Provider>
  );
}

const Details = styled.details`
  border-bottom: 1px solid ${theme.colors.border};

  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

export interface AccordionItemProps extends ComponentPropsWithoutRef<'details'> {
  /** Open in the server's HTML; from then on the browser keeps what the reader chose. */
  defaultOpen?: boolean;
}

/** A `<details>`; `open` with `onToggle` to follow it, else `defaultOpen`. */
export const AccordionItem = forwardRef<HTMLDetailsElement, AccordionItemProps>(function AccordionItem(
  { defaultOpen, open, ...rest },
  ref,
) {
  const name = useContext(GroupName);
  return <Details ref={ref} name={name} open={open ?? defaultOpen} {...rest} />;
});

const Summary = styled.summary`
  ${quietControl}
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  /* Inside, so a scrolling list (the table of contents) does not clip the focus ring. */
  &:focus-visible {
    outline-offset: -3px;
  }

  svg {
    flex: none;
    transition: transform 150ms ease;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font: inherit;
`;

export type AccordionTriggerProps = ComponentPropsWithoutRef<'summary'>;

/** The item's `<summary>`: its title as an h3, with a chevron that turns when the item is open. */
export const AccordionTrigger = forwardRef<HTMLElement, AccordionTriggerProps>(function AccordionTrigger(
  { children, ...rest },
  ref,
) {
  return (
    <Summary ref={ref} {...rest}>
      <Heading>{children}</Heading>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Summary>
  );
});

export const AccordionContent = styled.div`
  padding: ${theme.space[1]} ${theme.space[3]} ${theme.space[3]};
`;
