import type { ReactNode } from 'react';
import { NewsletterSlot } from '../newsletter/newsletter-slot';

/** What a city-page block needs to know about its city. */
export interface CityInfo {
  name: string;
  /** The state's name ('California'). */
  state: string;
  /** The city's county (the first alphabetically when it lies in several), as the newsletter form holds it. */
  county: string;
  stateCode: string;
  /** '/ca/santa-clara-county/saratoga' */
  path: string;
}

/**
 * A section of the city page with a fixed place in its sub-navigation. The weather, schools and pets sections
 * come and go with their providers (components/city-widgets); listings, map, statistics and key contacts join
 * when they are built, never as placeholders.
 */
export interface CitySlot {
  id: string;
  /** The sub-navigation label. */
  label: string;
  heading: (city: CityInfo) => string;
  render: (city: CityInfo) => ReactNode;
}

export const citySlots: readonly CitySlot[] = [
  {
    id: 'newsletter',
    label: 'Newsletter',
    heading: (city) => `${city.name} newsletter`,
    render: (city) => <NewsletterSlot place={{ city: city.name, county: city.county, state: city.state }} />,
  },
];
