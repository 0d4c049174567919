import type { City } from '@civicbrief/locations';
import { isoDay } from '../dates';
import type { SeedBlock } from '../page';
import type { Prng } from '../prng';
import type { Meeting } from './schedule';

export interface MeetingCard {
  meetingDescription: string;
  meetingDate: string;
  meetingAmendedDate: string | null;
  meetingPostedDate: string;
  meetingSummaryUrl: string;
}

export function meetingCard(meeting: Meeting, description: string, slug: string): MeetingCard {
  return {
    meetingDescription: description,
    meetingDate: isoDay(meeting.date),
    meetingAmendedDate: meeting.amendedAt ? isoDay(meeting.amendedAt) : null,
    meetingPostedDate: isoDay(meeting.postedAt),
    meetingSummaryUrl: `/${slug}`,
  };
}

export function cardsBlock(cards: MeetingCard[]): SeedBlock {
  return { block: 'MeetingSummaryCards', props: { cards } };
}

const projectKinds = [
  { name: 'Townhomes', action: 'Approved', units: [6, 40] },
  { name: 'Mixed-Use Building', action: 'Approved with conditions', units: [20, 180] },
  { name: 'Affordable Apartments', action: 'Recommended to City Council', units: [40, 120] },
  { name: 'Accessory Dwelling Unit', action: 'Approved', units: [1, 1] },
  { name: 'Retail Renovation', action: 'Continued to a future meeting', units: [0, 0] },
  { name: 'Senior Housing', action: 'Approved', units: [30, 90] },
] as const;
const applicants = [
  'Sample Homes LLC',
  'Example Builders Inc.',
  'Placeholder Partners',
  'Demo Housing Trust',
  'Fictional Development Co.',
];
const streets = [
  'Oak Street',
  'Main Street',
  'El Camino Way',
  'Elm Avenue',
  'Park Boulevard',
  'Orchard Way',
  'Civic Center Drive',
];

/** Fictional development projects a planning commission heard. */
export function projectsBlock(prng: Prng, city: City): SeedBlock {
  const projects = prng.sample(projectKinds, prng.int(1, 3)).map((kind) => {
    const address = `${prng.int(1, 98) * 100 + prng.int(0, 99)} ${prng.pick(streets)}, ${city.name}, ${city.stateCode}`;
    const units = prng.int(kind.units[0], kind.units[1]);
    return {
      projectName: `${address.split(',')[0]} ${kind.name}`,
      action: kind.action,
      address,
      projectDescription:
        units > 0
          ? `Sample project: ${units} new home${units === 1 ? '' : 's'} with landscaping, bicycle parking and street improvements.`
          : 'Sample project: facade and interior renovation of an existing commercial building.',
      applicant: prng.pick(applicants),
      numberOfUnits: units,
    };
  });
  return { block: 'ProjectSummaries', props: { projects } };
}

/** Population as a number ('31,051' -> 31051). */
function populationOf(city: City): number {
  return Number(city.population.replace(/,/g, '')) || 10_000;
}

/** Statistic cards comparing the city with its county, state and the country (values are illustrative). */
export function statisticsBlock(prng: Prng, city: City): SeedBlock {
  const source = 'CivicBrief sample data';
  const scale = (value: number) => Math.round(value * (0.8 + prng.next() * 0.4));
  const homeValue = scale(350_000 + Math.min(populationOf(city), 900_000) * 0.4);
  const datapoints = [
    {
      title: 'Median home value',
      subtitle: `${city.name} compared with the region (sample figures)`,
      icon: 'home',
      source,
      sourceLink: '/about',
      base: { label: city.name, value: homeValue },
      comparisons: [
        { label: city.county, value: scale(homeValue) },
        { label: city.state, value: scale(homeValue * 0.9) },
        { label: 'United States', value: 420_000 },
      ],
      formatter: 'money',
    },
    {
      title: 'Budget share for public safety',
      subtitle: 'Share of the general fund (sample figures)',
      icon: 'shield',
      source,
      sourceLink: '/about',
      base: { label: city.name, value: prng.int(28, 52) },
      comparisons: [
        { label: city.county, value: prng.int(25, 50) },
        { label: city.state, value: prng.int(30, 45) },
      ],
      formatter: 'percent',
    },
    {
      title: 'New homes permitted',
      subtitle: 'Building permits issued last year (sample figures)',
      icon: 'building',
      source,
      sourceLink: '/about',
      base: { label: city.name, value: prng.int(10, 60) + Math.round(populationOf(city) / 2_000) },
      comparisons: [
        { label: 'Previous year', value: prng.int(10, 60) + Math.round(populationOf(city) / 2_500) },
        { label: 'Five-year average', value: prng.int(10, 60) + Math.round(populationOf(city) / 2_200) },
      ],
      formatter: 'number',
    },
  ];
  return { block: 'StatisticCarousel', props: { datapoints } };
}
