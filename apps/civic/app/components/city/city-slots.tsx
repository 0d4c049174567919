import type { ReactNode } from 'react';
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
    render: (city) => <NewsletterSlot name={city.name} path={city.path} />,
  },
];
