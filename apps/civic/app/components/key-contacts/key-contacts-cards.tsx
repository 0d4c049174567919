import type { KeyContact } from '@civicbrief/contracts';
import { telHref } from './tel-href';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const List = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A phone's view: from md up, and on paper, the table shows instead. */
  ${theme.media.md} {
    display: none;
  }

  @media print {
    display: none !important;
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0;
  }

  dt {
    color: ${theme.colors.mutedText};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${theme.colors.primary};
  }
`;

export interface KeyContactsCardsProps {
  contacts: readonly KeyContact[];
  label: string;
}

/** The contacts as one card each, for narrow screens, where a six-column table would scroll sideways. */
export function KeyContactsCards({ contacts, label }: KeyContactsCardsProps) {
  return (
    <List aria-label={label}>
      {contacts.map((contact, index) => (
        <Item key={`${contact.name}-${index}`}>
          <h3>{contact.name}</h3>
          <dl>
            <dt>Role</dt>
            <dd>{contact.role}</dd>
            {contact.office && (
              <>
                <dt>Office</dt>
                <dd>{contact.office}</dd>
              </>
            )}
            {contact.phone && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </dd>
              </>
            )}
            {contact.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            )}
            {contact.address && (
              <>
                <dt>Address</dt>
                <dd>{contact.address}</dd>
              </>
            )}
          </dl>
        </Item>
      ))}
    </List>
  );
}
