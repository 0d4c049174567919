import { KEY_CONTACTS_BLOCK, KeyContactsBlockProps, PageImportInput } from '@civicbrief/contracts';
import { findCity } from '@civicbrief/locations';
import { cityContentPage, SAMPLE_CONTACT_ROLE } from './key-contacts';

const saratoga = findCity('saratoga', 'California');

describe("the city's content page with its sample key contacts", () => {
  it('sits at the city path and holds a valid KeyContacts block, every contact labelled as a sample', () => {
    if (!saratoga) throw new Error('Saratoga is in the catalogue');
    const page = cityContentPage(saratoga, 2024);
    expect(page).toMatchObject({
      slug: 'ca/santa-clara-county/saratoga',
      title: 'Saratoga, California (Sample)',
      tags: ['city', 'sample'],
      status: 'published',
    });
    expect(page.content.map((block) => block.block)).toEqual([KEY_CONTACTS_BLOCK]);
    const { contacts } = KeyContactsBlockProps.parse(page.content[0].props);
    expect(contacts).toHaveLength(4);
    for (const contact of contacts) {
      expect(contact.name).toMatch(/^Sample /);
      expect(contact.role).toContain(SAMPLE_CONTACT_ROLE);
      expect(contact.phone).toMatch(/^\(555\) 555-01\d\d$/);
      expect(contact.email).toMatch(/@saratoga-ca\.example$/);
      expect(contact.address).toContain('(sample address)');
    }
    // The same page passes the import's checks, so an export of it could be imported back.
    expect(PageImportInput.safeParse({ slug: page.slug, title: page.title, blocks: page.content }).success).toBe(true);
  });
});
