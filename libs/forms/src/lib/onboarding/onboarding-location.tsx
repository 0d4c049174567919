'use client';

import type { OnboardingFormInput } from '@civicbrief/contracts';
import { Button } from '@civicbrief/design-system';
import { usStates, type Place } from '@civicbrief/locations';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CityAutocomplete } from '../city-autocomplete/city-autocomplete';
import { countyOf } from '../city-autocomplete/city-matches';
import { SelectField, TextField } from '../fields';
import { textOf } from '../shared/form-values';

type Values = z.input<typeof OnboardingFormInput>;

const stateChoices = usStates.map((state) => ({ value: state.code, label: state.name }));
const validate = { shouldValidate: true, shouldDirty: true } as const;

interface OnboardingLocationProps {
  form: UseFormReturn<Values>;
  /** Free city, county and state inputs ('enter your city manually', and the form without JavaScript). */
  manual: boolean;
  /** JavaScript runs: the city list and the switch between the two modes are available. */
  interactive: boolean;
  values: Record<string, unknown>;
}

/** City, county and state of the onboarding form: picked from the city list, or typed (spec §4). */
export function OnboardingLocation({ form, manual, interactive, values }: OnboardingLocationProps) {
  const city = form.watch('city') ?? '';
  const state = form.watch('state') ?? '';
  const cityError = form.getFieldState('city', form.formState).error;

  const setPlace = (place: { city: string; county: string; state: string }) => {
    form.setValue('city', place.city, validate);
    form.setValue('county', place.county, { shouldDirty: true });
    form.setValue('state', place.state, validate);
  };
  const setManual = (next: boolean) => {
    form.setValue('manual', next);
    setPlace({ city: '', county: '', state: '' });
    form.clearErrors(['city', 'state']);
  };

  if (!manual) {
    const picked = (c: Place) => setPlace({ city: c.name, county: countyOf(c), state: c.stateCode });
    const stateLabel = usStates.find((entry) => entry.code === state)?.name ?? state;
    return (
      <CityAutocomplete
        id="onboarding-city"
        label="City"
        required
        value={city}
        error={cityError}
        hint={city ? `${form.getValues('county')}, ${stateLabel}` : 'Type the first letters, then pick your city.'}
        onPick={picked}
        onTextChange={() => setPlace({ city: '', county: '', state: '' })}
        onManual={() => setManual(true)}
      />
    );
  }

  return (
    <>
      {/* Without JavaScript this is the only mode; the action reads it from the form. */}
      <input type="hidden" name="manual" value="on" />
      <TextField
        form={form}
        name="city"
        id="onboarding-city"
        label="City"
        required
        defaultValue={textOf(values, 'city')}
        autoComplete="address-level2"
      />
      <TextField
        form={form}
        name="county"
        id="onboarding-county"
        label="County (optional)"
        defaultValue={textOf(values, 'county')}
      />
      <SelectField
        form={form}
        name="state"
        id="onboarding-state"
        label="State"
        required
        placeholder="Select your state"
        options={stateChoices}
        defaultValue={textOf(values, 'state')}
        autoComplete="address-level1"
      />
      {interactive ? (
        <p>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setManual(false)}>
            Pick my city from the list instead
          </Button>
        </p>
      ) : null}
    </>
  );
}
