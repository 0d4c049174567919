import { KEY_CONTACTS_BLOCK, type KeyContact } from '@civicbrief/contracts';
import type { City } from '@civicbrief/locations';
import { utcDate } from './dates';
import { samplePage, slugWords, type SeedPage } from './page';

/** Every seeded contact says what it is, in the field a reader looks at first after the name. */
export const SAMPLE_CONTACT_ROLE = 'Sample contact — replace via content import';

const offices = [
  ['City Clerk', 'Office of the City Clerk', 'clerk'],
  ['City Manager', "City Manager's Office", 'manager'],
  ['Community Development Director', 'Community Development Department', 'planning'],
  ['Public Works Director', 'Public Works Department', 'publicworks'],
] as const;

/**
 * The city's own page in the content store (slug = the city path), holding the blocks of the city page that come
 * from content: here the key contacts (decision 027). The seeded contacts are fictional and say so: names start
 * 'Sample', phones are in the 555-0100 to 555-0199 range kept for fiction, emails use the reserved .example domain.
 */
export function cityContentPage(city: City, firstYear: number): SeedPage {
  const domain = `${slugWords(city.name)}-${city.stateCode.toLowerCase()}.example`;
  const contacts: KeyContact[] = offices.map(([title, office, mailbox], index) => ({
    name: `Sample ${title}`,
    role: `${title} (${SAMPLE_CONTACT_ROLE})`,
    office,
    phone: `(555) 555-01${10 + index}`,
    email: `${mailbox}@${domain}`,
    address: `${100 + index} Civic Center Drive (sample address), ${city.name}, ${city.stateCode}`,
  }));
  return samplePage({
    slug: city.slug,
    title: `${city.name}, ${city.state}`,
    tags: ['city'],
    keywords: ['City', city.name, city.state],
    description: `Key contacts and other content of the ${city.name}, ${city.stateCode} page.`,
    publishedAt: utcDate(firstYear, 1, 1),
    content: [{ block: KEY_CONTACTS_BLOCK, props: { contacts } }],
  });
}
