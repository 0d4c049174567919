import * as RadixAccordion from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import styled from 'styled-components';
import { quietControl } from '../primitives/interactive';
import { theme } from '../theme/theme';

/** Radix Accordion root (`type="single"` or `"multiple"`): arrow keys, Home and End move between triggers. */
export const Accordion = styled(RadixAccordion.Root)`
  border-top: 1px solid ${theme.colors.border};
`;

export const AccordionItem = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${theme.colors.border};
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Trigger = styled(RadixAccordion.Trigger)`
  ${quietControl}
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  width: 100%;
  font-weight: ${theme.fontWeights.semibold};
  text-align: left;

  svg {
    flex: none;
    transition: transform 150ms ease;
  }

  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

export type AccordionTriggerProps = ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>;

/** The item's heading button, with a chevron that turns when open. */
export const AccordionTrigger = forwardRef<ElementRef<typeof RadixAccordion.Trigger>, AccordionTriggerProps>(
  function AccordionTrigger({ children, ...rest }, ref) {
    return (
      <Header>
        <Trigger ref={ref} {...rest}>
          {children}
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Trigger>
      </Header>
    );
  },
);

export const AccordionContent = styled(RadixAccordion.Content)`
  padding: ${theme.space[1]} ${theme.space[3]} ${theme.space[3]};
`;
