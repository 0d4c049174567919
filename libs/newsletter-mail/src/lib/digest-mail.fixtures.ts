import type { DigestIssue, DigestItem, DigestSection } from '@civicbrief/contracts';
import type { DigestMailInput } from './digest-model';

export const SITE = 'https://civicbrief.example';

const none = (): Record<DigestSection, number> => ({
  summaries: 0,
  agendas: 0,
  articles: 0,
  voterGuides: 0,
  upcomingMeetings: 0,
});

const item = (slug: string, title: string, date: string, description = ''): DigestItem => ({
  slug,
  title,
  date,
  description,
});

/** Saratoga's issue: every section, summaries with more left out. */
export const saratoga: DigestIssue = {
  citySlug: 'ca/santa-clara-county/saratoga',
  cityName: 'Saratoga',
  stateName: 'California',
  date: '2026-03-04',
  periodStart: '2026-02-25T00:00:00.000Z',
  periodEnd: '2026-03-04T00:00:00.000Z',
  sections: {
    summaries: [
      item(
        'ca/santa-clara-county/saratoga/city-council/meeting-summary-2026-03-02',
        'City Council: March 2, 2026',
        '2026-03-03T17:20:00.000Z',
        'The council approved the Village sidewalk plan and heard from residents about wildfire evacuation routes.',
      ),
      item(
        'ca/santa-clara-county/saratoga/planning-commission/meeting-summary-2026-02-26',
        'Planning Commission: February 26, 2026',
        '2026-02-27T09:00:00.000Z',
      ),
    ],
    agendas: [
      item(
        'ca/santa-clara-county/saratoga/city-council/agenda-2026-03-16',
        'City Council agenda for March 16',
        '2026-03-02T12:00:00.000Z',
        'Budget study session and a second reading of the tree ordinance.',
      ),
    ],
    articles: [
      item(
        'ca/santa-clara-county/saratoga/articles/new-library-hours',
        'New library hours start in April',
        '2026-03-01T08:00:00.000Z',
        'The Saratoga Library opens an hour earlier on weekdays.',
      ),
    ],
    voterGuides: [
      item(
        'city-level-elections/saratoga-city-council-race',
        'Saratoga City Council race',
        '2026-02-28T08:00:00.000Z',
        'Five candidates for two seats, in their own words.',
      ),
    ],
    upcomingMeetings: [
      item('ca/santa-clara-county/saratoga/city-council/agenda-2026-03-16', 'City Council', '2026-03-16'),
    ],
  },
  more: { ...none(), summaries: 7 },
};

/** Austin's issue: articles only. */
export const austin: DigestIssue = {
  citySlug: 'tx/travis-county/austin',
  cityName: 'Austin',
  stateName: 'Texas',
  date: '2026-03-03',
  periodStart: '2026-02-24T00:00:00.000Z',
  periodEnd: '2026-03-03T00:00:00.000Z',
  sections: {
    summaries: [],
    agendas: [],
    articles: [
      item(
        'tx/travis-county/austin/articles/transit-plan-vote',
        'What the transit plan vote means for your commute',
        '2026-03-02T15:30:00.000Z',
        'Three new bus lines and a timeline for the light rail.',
      ),
    ],
    voterGuides: [],
    upcomingMeetings: [],
  },
  more: none(),
};

export const sampleInput = (issues: DigestIssue[] = [saratoga], firstName: string | null = 'Ada'): DigestMailInput => ({
  firstName,
  issues,
  siteOrigin: SITE,
  links: {
    unsubscribe: `${SITE}/newsletter/unsubscribe?token=unsub.abc%2B1`,
    frequency: `${SITE}/newsletter/frequency?token=unsub.abc%2B1`,
    myData: `${SITE}/newsletter/my-data?token=data.abc%2B1`,
  },
});
