/** The two kinds of meeting page: '{city}/summary/...' and '{city}/agenda/...' (spec §2 routes). */
export type MeetingSection = 'summary' | 'agenda';

export const sectionLabels: Record<MeetingSection, string> = { summary: 'Summary', agenda: 'Agenda' };

// Dated pages whose body also has a yearly listing page (spec §2): the listing is where they belong.
const yearlyListings: { dated: RegExp; listing: string }[] = [
  {
    dated: /^planning-commission-agenda-summary-(\d{4})-\d{2}-\d{2}$/,
    listing: 'summary/planning-commission-meeting-summary',
  },
  {
    dated: /^utilities-commission-meeting-agenda-summary-(\d{4})-\d{2}-\d{2}$/,
    listing: 'summary/utilities-advisory-commission-meeting-summary',
  },
];

/**
 * The slug of the listing a meeting page belongs to, for the breadcrumb's 'Summary' / 'Agenda' entry:
 * the yearly listing of its body and year when that body has one, else the section itself
 * ('{city}/summary'). Either may have no page; the breadcrumb then shows the entry disabled.
 */
export function listingSlugFor(citySlug: string, section: MeetingSection, pageSlug: string): string {
  for (const { dated, listing } of yearlyListings) {
    const match = dated.exec(pageSlug);
    if (match) return `${citySlug}/${listing}-${match[1]}`;
  }
  return `${citySlug}/${section}`;
}

/** Whether a route segment can be a page slug at all (lowercase words, digits and dashes), before asking the content store. */
export function isSlugSegment(segment: string | undefined): segment is string {
  return segment !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment);
}
