import type { KeyContact } from '@civicbrief/contracts';
import { telHref } from './tel-href';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Scroller = styled.div`
  /* From md up and on paper; a phone gets the cards (key-contacts-cards). */
  display: none;
  overflow-x: auto;

  ${theme.media.md} {
    display: block;
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media print {
    display: block !important;
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 48rem;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: start;
    font-weight: ${theme.fontWeights.semibold};
    padding-block-end: ${theme.space[2]};
  }

  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
  }

  thead th {
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.semibold};
  }

  a {
    color: ${theme.colors.primary};
    overflow-wrap: anywhere;
  }

  a[href^='tel:'] {
    white-space: nowrap;
  }

  /* On paper: black on white, every column in the page width, rows kept whole, links as their text. */
  @media print {
    min-width: 0;
    font-size: 10pt;
    color: #000;

    th,
    td {
      border: 1px solid #000;
      padding: 4pt 6pt;
    }

    thead th {
      background: none;
    }

    tr {
      break-inside: avoid;
    }

    a {
      color: #000;
      text-decoration: none;
    }
  }
`;

export interface KeyContactsTableProps {
  contacts: readonly KeyContact[];
  caption: string;
}

/** The contacts as a table (name, role, office, phone, email, address); phone and email are tel: and mailto: links. */
export function KeyContactsTable({ contacts, caption }: KeyContactsTableProps) {
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <Scroller tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Office</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact, index) => (
            <tr key={`${contact.name}-${index}`}>
              <th scope="row">{contact.name}</th>
              <td>{contact.role}</td>
              <td>{contact.office ?? ''}</td>
              <td>{contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : ''}</td>
              <td>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : ''}</td>
              <td>{contact.address ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
