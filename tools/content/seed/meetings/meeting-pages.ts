import type { City } from '@civicbrief/locations';
import { isoDay, longDate } from '../dates';
import { samplePage, type SeedBlock, type SeedPage } from '../page';
import { createPrng } from '../prng';
import { councilTopics } from '../text/council-topics';
import { planningTopics, utilitiesTopics } from '../text/commission-topics';
import { textVars, topicMarkdown, type TopicTemplate } from '../text/fill';
import { cardsBlock, meetingCard, projectsBlock, statisticsBlock } from './blocks';
import { bodyNames, meetingSchedule, type Meeting, type MeetingBody } from './schedule';

/** The spec's slug patterns (§2 routes), after the city path. */
export const meetingPaths = {
  councilAgenda: 'agenda/city-council-meeting-agenda-summary',
  councilSummary: 'summary/city-council-meeting-summary',
  utilitiesAgenda: 'agenda/utilities-commission-meeting-agenda-summary',
  planningSummary: 'summary/planning-commission-agenda-summary',
  utilitiesYear: 'summary/utilities-advisory-commission-meeting-summary',
  planningYear: 'summary/planning-commission-meeting-summary',
} as const;
export type MeetingPath = keyof typeof meetingPaths;

const topicsOf: Record<MeetingBody, readonly TopicTemplate[]> = {
  'city-council': councilTopics,
  'planning-commission': planningTopics,
  'utilities-commission': utilitiesTopics,
};

/** The content API's readable id of a summary page (filtered with id_contains). */
export function summaryId(city: City, slug: string): string {
  return `Replica: Gov Meeting Summary Page: ${city.name}: ${slug}`;
}

function meetingPage(city: City, meeting: Meeting, path: MeetingPath, tense: 'agenda' | 'summary'): SeedPage {
  const day = isoDay(meeting.date);
  const slug = `${city.slug}/${meetingPaths[path]}-${day}`;
  const prng = createPrng(`page:${slug}`);
  const body = bodyNames[meeting.body];
  const kind = tense === 'agenda' ? 'Agenda Summary' : 'Meeting Summary';
  const when = longDate(meeting.date);
  const vars = () => textVars(prng, { city: city.name, county: city.county, state: city.state });
  const intro =
    tense === 'agenda'
      ? `The ${city.name} ${body} meets on ${when}. These are the items on its agenda, summarised.`
      : `The ${city.name} ${body} met on ${when}. These are the decisions and discussions that matter to residents.`;
  const topics = topicMarkdown(
    prng,
    topicsOf[meeting.body],
    tense,
    vars,
    meeting.body === 'city-council' ? prng.int(3, 4) : prng.int(2, 3),
  );
  const blocks: SeedBlock[] = [cardsBlock([meetingCard(meeting, `${body} ${kind.toLowerCase()}`, slug)])];
  if (meeting.body === 'planning-commission') blocks.push(projectsBlock(prng, city));
  if (meeting.body === 'city-council' && tense === 'summary' && prng.chance(0.3))
    blocks.push(statisticsBlock(prng, city));
  return samplePage({
    id: summaryId(city, slug),
    slug,
    title: `${city.name} ${body} ${kind}: ${when}`,
    tags: [tense === 'agenda' ? 'agenda' : 'meeting-summary', meeting.body],
    keywords: [kind === 'Agenda Summary' ? 'Agenda Summary' : 'Meeting Summary', city.name, body],
    description: `${kind} of the ${city.name} ${body} meeting on ${when}.`,
    publishedAt: meeting.publishedAt,
    content: blocks,
    markdown: `${intro}\n\n${topics}`,
  });
}

/** A year's listing page: one card per meeting of the body, newest first. */
function yearPage(
  city: City,
  year: number,
  meetings: Meeting[],
  path: MeetingPath,
  cardPath: MeetingPath,
  body: string,
): SeedPage | null {
  const ofYear = meetings.filter((meeting) => meeting.date.getUTCFullYear() === year).reverse();
  if (ofYear.length === 0) return null;
  const slug = `${city.slug}/${meetingPaths[path]}-${year}`;
  const cards = ofYear.map((meeting) =>
    meetingCard(meeting, `${body} meeting`, `${city.slug}/${meetingPaths[cardPath]}-${isoDay(meeting.date)}`),
  );
  return samplePage({
    id: summaryId(city, slug),
    slug,
    title: `${city.name} ${body} Meeting Summaries ${year}`,
    tags: ['meeting-summary', ofYear[0].body, 'yearly-listing'],
    keywords: ['Meeting Summary', city.name, body],
    description: `Every ${year} meeting of the ${city.name} ${body}, summarised.`,
    publishedAt: ofYear[0].publishedAt,
    firstPublishedAt: ofYear[ofYear.length - 1].publishedAt,
    content: [cardsBlock(cards)],
    markdown: `The ${city.name} ${body} held ${ofYear.length} meeting${ofYear.length === 1 ? '' : 's'} in ${year} covered by CivicBrief.`,
  });
}

/** Every meeting page of one city: agendas and summaries by date, and the yearly listings. */
export function meetingPages(city: City, firstYear: number, reference: Date): SeedPage[] {
  const council = meetingSchedule(city, 'city-council', firstYear, reference);
  const planning = meetingSchedule(city, 'planning-commission', firstYear, reference);
  const utilities = meetingSchedule(city, 'utilities-commission', firstYear, reference);
  const pages: SeedPage[] = [];
  for (const meeting of council) {
    if (meeting.hasAgenda) pages.push(meetingPage(city, meeting, 'councilAgenda', 'agenda'));
    pages.push(meetingPage(city, meeting, 'councilSummary', 'summary'));
  }
  for (const meeting of planning) pages.push(meetingPage(city, meeting, 'planningSummary', 'summary'));
  for (const meeting of utilities) pages.push(meetingPage(city, meeting, 'utilitiesAgenda', 'agenda'));
  for (let year = firstYear; year <= reference.getUTCFullYear(); year++) {
    const listings = [
      yearPage(city, year, utilities, 'utilitiesYear', 'utilitiesAgenda', 'Utilities Advisory Commission'),
      yearPage(city, year, planning, 'planningYear', 'planningSummary', 'Planning Commission'),
    ];
    for (const listing of listings) if (listing) pages.push(listing);
  }
  return pages;
}
