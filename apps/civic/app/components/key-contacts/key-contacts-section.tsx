import { PrintButton, PrintHeader, printHidden, theme } from '@civicbrief/design-system';
import type { KeyContact } from '@civicbrief/contracts';
import { createGlobalStyle, styled } from 'styled-components';
import { TitledSection } from '../sections/titled-section';
import { KeyContactsCards } from './key-contacts-cards';
import { KeyContactsTable } from './key-contacts-table';

export const KEY_CONTACTS_SECTION_ID = 'key-contacts';

/** The section's sub-navigation tab: none when the city has no contacts, as the section itself is not shown. */
export const keyContactsTabs = (contacts: readonly unknown[]) =>
  contacts.length > 0 ? [{ id: KEY_CONTACTS_SECTION_ID, label: 'Key contacts' }] : [];

/**
 * The printout of the city page is its key contacts: on paper everything that neither holds nor is inside the
 * marked section is gone (navbar, footer, sub-navigation, the other sections), whether printed with the button or
 * the browser's menu.
 */
const PrintOnlyContacts = createGlobalStyle`
  @media print {
    body *:not(:has([data-print-only])):not([data-print-only]):not([data-print-only] *) {
      display: none !important;
    }

    [data-print-only] {
      color: #000;
      background: #fff;
    }
  }
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  color: ${theme.colors.mutedText};

  p {
    margin: 0;
  }

  ${printHidden}
`;

const Printable = styled.div`
  /* The section's own heading is the screen's; the printout has the logo and the city's name instead. */
  #${KEY_CONTACTS_SECTION_ID}-heading {
    ${printHidden}
  }
`;

export interface KeyContactsSectionProps {
  city: { name: string; state: string };
  contacts: readonly KeyContact[];
}

/**
 * A city's key contacts (decision 027) and their print view: a 'Print' button; the printout shows the logo, the
 * city's name and the contacts table only. Rendered only when the city has contacts.
 */
export function KeyContactsSection({ city, contacts }: KeyContactsSectionProps) {
  const place = `${city.name}, ${city.state}`;
  return (
    <Printable data-print-only="">
      <PrintOnlyContacts />
      <TitledSection id={KEY_CONTACTS_SECTION_ID} heading={`${city.name} key contacts`}>
        <PrintHeader title={place} />
        <Intro>
          <p>{`Who to call or write to in ${city.name}'s local government.`}</p>
          <PrintButton label="Print" aria-describedby={`${KEY_CONTACTS_SECTION_ID}-heading`} />
        </Intro>
        <KeyContactsTable contacts={contacts} caption={`Key contacts, ${place}`} />
        <KeyContactsCards contacts={contacts} label={`Key contacts, ${place}`} />
      </TitledSection>
    </Printable>
  );
}
