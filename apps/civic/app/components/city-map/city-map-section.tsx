import { printHidden } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { TitledSection } from '../sections/titled-section';
import { CityMap } from './city-map';
import type { MapPlace, MapSettings } from './map-settings';

export const MAP_SECTION_ID = 'map';

const NotOnPaper = styled.div`
  ${printHidden}
`;

export interface CityMapSectionProps {
  place: MapPlace;
  settings: MapSettings;
}

/** The city page's map section (spec §2). */
export function CityMapSection({ place, settings }: CityMapSectionProps) {
  return (
    <NotOnPaper>
      <TitledSection id={MAP_SECTION_ID} heading={`${place.name} map`}>
        <CityMap place={place} settings={settings} />
      </TitledSection>
    </NotOnPaper>
  );
}
