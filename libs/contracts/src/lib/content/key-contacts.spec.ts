import { KEY_CONTACTS_BLOCK, KEY_CONTACTS_MAX, KeyContact, keyContactsOf } from './key-contacts';
import { PageImportInput } from './page-input';

const clerk = {
  name: 'Ana Ruiz',
  role: 'City Clerk',
  office: 'Office of the City Clerk',
  phone: '(408) 868-1200',
  email: 'clerk@saratoga.example',
  address: '13777 Fruitvale Ave, Saratoga, CA 95070',
};

describe('key contacts', () => {
  it('takes a contact with name and role only; blank optional fields are not given', () => {
    expect(KeyContact.parse({ name: ' Ana ', role: 'Mayor', phone: ' ', email: null })).toEqual({
      name: 'Ana',
      role: 'Mayor',
    });
  });

  it('refuses a missing name or role, a phone or email of the wrong shape, and over-long fields', () => {
    const messages = (value: unknown) =>
      KeyContact.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ role: 'Mayor' })).toEqual(['name: name is required']);
    expect(messages({ ...clerk, phone: 'call us' })).toEqual([
      'phone: phone must look like a phone number, e.g. (408) 868-1200',
    ]);
    expect(messages({ ...clerk, email: 'clerk-at-city' })).toEqual(['email: email must look like x@y.z']);
    expect(messages({ ...clerk, address: 'x'.repeat(301) })).toEqual([
      'address: address is longer than 300 characters',
    ]);
  });

  it("reads the first KeyContacts block's valid contacts and leaves out a bad one", () => {
    const blocks = [
      { block: 'Other', props: { contacts: [clerk] } },
      { block: KEY_CONTACTS_BLOCK, props: { contacts: [clerk, { name: 'No role' }, { ...clerk, name: 'Ben Ito' }] } },
      { block: KEY_CONTACTS_BLOCK, props: { contacts: [{ ...clerk, name: 'Second block' }] } },
    ];
    expect(keyContactsOf(blocks).map((contact) => contact.name)).toEqual(['Ana Ruiz', 'Ben Ito']);
  });

  it('reads no contacts without the block, with props that are not a list, and at most the maximum', () => {
    expect(keyContactsOf([])).toEqual([]);
    expect(keyContactsOf([{ block: KEY_CONTACTS_BLOCK, props: null }])).toEqual([]);
    expect(keyContactsOf([{ block: KEY_CONTACTS_BLOCK, props: { contacts: 'Ana' } }])).toEqual([]);
    const many = Array.from({ length: KEY_CONTACTS_MAX + 5 }, (_, i) => ({ ...clerk, name: `C${i}` }));
    expect(keyContactsOf([{ block: KEY_CONTACTS_BLOCK, props: { contacts: many } }])).toHaveLength(KEY_CONTACTS_MAX);
  });

  it('is checked at import: a bad KeyContacts block is refused with the field named, other blocks pass', () => {
    const page = { slug: 'ca/santa-clara-county/saratoga', title: 'Saratoga' };
    expect(
      PageImportInput.safeParse({
        ...page,
        blocks: [
          { block: KEY_CONTACTS_BLOCK, props: { contacts: [clerk] } },
          { block: 'Hero', props: { any: 1 } },
        ],
      }).success,
    ).toBe(true);
    const refused = PageImportInput.safeParse({
      ...page,
      blocks: [{ block: 'Hero' }, { block: KEY_CONTACTS_BLOCK, props: { contacts: [{ ...clerk, email: 'nope' }] } }],
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['blocks.1.props.contacts.0.email', 'email must look like x@y.z'],
    ]);
    const missing = PageImportInput.safeParse({ ...page, blocks: [{ block: KEY_CONTACTS_BLOCK }] });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['blocks.0.props.contacts']);
  });
});

describe('a contact e-mail', () => {
  it('is refused when a mailto: link would read more than the address from it', () => {
    for (const email of [
      'clerk@city.gov?bcc=x@evil.tld',
      'clerk@city.gov&body=hi',
      'a,b@city.gov',
      'clerk@city.gov#x',
      'clerk%40@city.gov',
    ]) {
      expect(KeyContact.safeParse({ name: 'N', role: 'R', email }).success).toBe(false);
    }
    expect(KeyContact.safeParse({ name: 'N', role: 'R', email: 'city.clerk+web@saratoga.ca.us' }).success).toBe(true);
  });
});
