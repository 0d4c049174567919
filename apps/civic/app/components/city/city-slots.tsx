import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NewsletterSlot } from '../newsletter/newsletter-slot';

/** What a city-page block needs to know about its city. */
export interface CityInfo {
  name: string;
  state: string;
  stateCode: string;
  /** '/ca/santa-clara-county/saratoga' */
  path: string;
}

/**
 * A section of the city page that later work fills (spec §1: newsletter, weather, schools, pets,
 * listings, map, statistics, key contacts). Each slot is a labelled region in the sub-navigation; a
 * feature replaces its `render` with the real block, so the page itself does not change.
 */
export interface CitySlot {
  id: string;
  /** The sub-navigation label. */
  label: string;
  heading: (city: CityInfo) => string;
  render: (city: CityInfo) => ReactNode;
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** An honest placeholder: says what will be here, shows no made-up data. */
const comingSoon = (text: (city: CityInfo) => string) => (city: CityInfo) => <Note>Coming soon: {text(city)}</Note>;

export const citySlots: readonly CitySlot[] = [
  {
    id: 'newsletter',
    label: 'Newsletter',
    heading: (city) => `${city.name} newsletter`,
    render: (city) => <NewsletterSlot name={city.name} path={city.path} />,
  },
  {
    id: 'weather',
    label: 'Weather',
    heading: (city) => `Weather forecast for ${city.name}`,
    render: comingSoon((city) => `the 7-day weather forecast for ${city.name}, ${city.stateCode}.`),
  },
  {
    id: 'schools',
    label: 'Schools',
    heading: (city) => `Schools in ${city.name}`,
    render: comingSoon((city) => `public and charter schools in ${city.name} with their enrollment.`),
  },
  {
    id: 'pets',
    label: 'Pets',
    heading: (city) => `Adoptable pets near ${city.name}`,
    render: comingSoon((city) => `pets waiting for a home near ${city.name}.`),
  },
  {
    id: 'listings',
    label: 'Listings',
    heading: (city) => `Homes for sale in ${city.name}`,
    render: comingSoon((city) => `houses for sale in ${city.name}.`),
  },
  {
    id: 'map',
    label: 'Map',
    heading: (city) => `Map of ${city.name}`,
    render: comingSoon((city) => `a map of ${city.name}.`),
  },
  {
    id: 'statistics',
    label: 'Statistics',
    heading: (city) => `${city.name} in numbers`,
    render: comingSoon((city) => `statistics comparing ${city.name} with its county and ${city.state}.`),
  },
  {
    id: 'key-contacts',
    label: 'Key contacts',
    heading: (city) => `Key contacts in ${city.name}`,
    render: comingSoon((city) => `the people to contact at the City of ${city.name}, ready to print.`),
  },
];
