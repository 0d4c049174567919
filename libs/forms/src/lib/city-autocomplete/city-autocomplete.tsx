'use client';

import { ComboboxInput, type ComboboxOption } from '@civicbrief/design-system';
import { placeBySlug, type Place } from '@civicbrief/locations';
import type { ReactNode } from 'react';
import type { FieldErrorLike } from '../field-error-message';
import { FormField } from '../form-field';
import { cityMatches, countyOf } from './city-matches';

/** The last option of every list (§4 "Onboarding form"): leaves the list for free city, county and state inputs. */
export const ENTER_CITY_MANUALLY = 'Enter your city manually';

export interface CityAutocompleteProps {
  label: string;
  /** The picked city's name ('' when none): the text the input starts with. */
  value: string;
  onPick: (city: Place) => void;
  /** The text changed: whatever city was picked no longer holds until one is picked again. */
  onTextChange: (text: string) => void;
  onManual: () => void;
  /** Focus left the field (the list included). */
  onBlur?: () => void;
  error?: FieldErrorLike | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

const MANUAL: ComboboxOption = { id: 'manual', label: ENTER_CITY_MANUALLY, action: true };

/** The matching cities, then the manual entry, once anything is typed. */
const cityOptions = (text: string): ComboboxOption[] => [
  ...cityMatches(text).map((city) => ({
    id: city.slug,
    label: city.name,
    description: `${countyOf(city)}, ${city.stateCode}`,
  })),
  MANUAL,
];

const citiesFound = (cities: number) => `${cities} ${cities === 1 ? 'city' : 'cities'} found`;

/** The design system's combobox over the covered cities, labelled and described like every other form field. */
export function CityAutocomplete(props: CityAutocompleteProps) {
  const { label, value, onPick, onTextChange, onManual, onBlur, error, hint, required, id } = props;
  const select = (option: ComboboxOption) => {
    const city = placeBySlug(option.id);
    if (city) onPick(city);
    else onManual();
  };
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <ComboboxInput
          {...control}
          label={label}
          defaultText={value}
          getOptions={cityOptions}
          onSelect={select}
          onTextChange={onTextChange}
          onBlur={onBlur}
          announce={citiesFound}
        />
      )}
    </FormField>
  );
}
