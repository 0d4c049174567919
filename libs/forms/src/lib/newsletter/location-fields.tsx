import { cityOptions, countyOptions, stateOptions, type LocationValues } from '@civicbrief/locations';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, type SelectOption } from '../fields';
import type { NewsletterFormValues } from './newsletter-values';

export interface LocationFieldsProps {
  form: UseFormReturn<NewsletterFormValues>;
  /** The first values, written into the server's HTML for a page without JavaScript. */
  initial: LocationValues;
  /** Shows the city, county and state selects; otherwise the place travels in hidden inputs. */
  showLocation: boolean;
  /** Cities left out of the city list (the modal's MODAL_HIDDEN_CITIES, minus the current default). */
  hiddenCities?: readonly string[];
  idPrefix: string;
}

const asOptions = (names: readonly string[]): SelectOption[] => names.map((name) => ({ value: name, label: name }));

/** Keeps the current value selectable even when a filter would leave it out (a hidden default city). */
const withCurrent = (names: string[], current: string) =>
  current && !names.includes(current) ? [current, ...names] : names;

/**
 * The place of a subscription: three linked native selects, or hidden inputs when the page fixes it.
 * The city list follows the state only, so any city of it can be picked and fills its own county.
 */
export function LocationFields({ form, initial, showLocation, hiddenCities = [], idPrefix }: LocationFieldsProps) {
  const [city, county, state] = form.watch(['city', 'county', 'state']);
  if (!showLocation) {
    return (
      <>
        <input type="hidden" defaultValue={initial.city} {...form.register('city')} />
        <input type="hidden" defaultValue={initial.county} {...form.register('county')} />
        <input type="hidden" defaultValue={initial.state} {...form.register('state')} />
      </>
    );
  }
  const cities = withCurrent(cityOptions({ state, county: '' }, hiddenCities), city);
  const selects = [
    { name: 'city', label: 'City', names: cities },
    { name: 'county', label: 'County', names: withCurrent(countyOptions(state), county) },
    { name: 'state', label: 'State', names: withCurrent(stateOptions(), state) },
  ] as const;
  return (
    <>
      {selects.map(({ name, label, names }) => (
        <SelectField
          key={name}
          form={form}
          name={name}
          id={`${idPrefix}-${name}`}
          label={label}
          required
          placeholder={`Select a ${label.toLowerCase()}`}
          options={asOptions(names)}
          defaultValue={initial[name]}
        />
      ))}
    </>
  );
}
