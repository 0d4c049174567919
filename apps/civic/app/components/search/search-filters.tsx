import { searchMeetingTypes } from '@civicbrief/contracts';
import { Button, Field, FieldHint, Input, Label, Select, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { described, ErrorText } from './search-field-errors';
import type { SearchFormValues, SearchOption } from './search-types';

const Filters = styled.details`
  margin-top: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  summary {
    padding: ${theme.space[3]} ${theme.space[4]};
    cursor: pointer;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const FilterGrid = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: 0 ${theme.space[4]} ${theme.space[4]};

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const FilterActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: center;

  a {
    color: ${theme.colors.primary};
  }
`;

export interface SearchFiltersProps {
  values: SearchFormValues;
  states: SearchOption[];
  cities: SearchOption[];
  fieldErrors: Record<string, string>;
}

/** The search's filters in a `<details>`, open when one is on or has an error: state, city, meeting type and dates. */
export function SearchFilters({ values, states, cities, fieldErrors }: SearchFiltersProps) {
  const filtered = Boolean(values.state || values.city || values.type || values.from || values.to);
  return (
    <Filters open={filtered || Object.keys(fieldErrors).some((name) => name !== 'q')}>
      <summary>Filters{filtered ? ' (on)' : ''}</summary>
      <FilterGrid>
        <Field>
          <Label htmlFor="search-state">State</Label>
          <Select id="search-state" name="state" defaultValue={values.state} {...described('state', fieldErrors)}>
            <option value="">Every state</option>
            {states.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <ErrorText name="state" fieldErrors={fieldErrors} />
        </Field>
        <Field>
          <Label htmlFor="search-city">City</Label>
          <Select
            id="search-city"
            name="city"
            defaultValue={values.city}
            {...described('city', fieldErrors, 'search-city-hint')}
          >
            <option value="">{cities.length > 0 ? 'Every city' : 'Every city (choose a state first)'}</option>
            {cities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <FieldHint id="search-city-hint">Choose a state and search to list its cities.</FieldHint>
          <ErrorText name="city" fieldErrors={fieldErrors} />
        </Field>
        <Field>
          <Label htmlFor="search-type">Meeting type</Label>
          <Select id="search-type" name="type" defaultValue={values.type} {...described('type', fieldErrors)}>
            <option value="">Every meeting and article</option>
            {Object.entries(searchMeetingTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <ErrorText name="type" fieldErrors={fieldErrors} />
        </Field>
        <Field>
          <Label htmlFor="search-from">Published from</Label>
          <Input
            id="search-from"
            type="date"
            name="from"
            defaultValue={values.from}
            {...described('from', fieldErrors)}
          />
          <ErrorText name="from" fieldErrors={fieldErrors} />
        </Field>
        <Field>
          <Label htmlFor="search-to">Published to</Label>
          <Input id="search-to" type="date" name="to" defaultValue={values.to} {...described('to', fieldErrors)} />
          <ErrorText name="to" fieldErrors={fieldErrors} />
        </Field>
        <FilterActions>
          <Button type="submit" $variant="secondary">
            Apply filters
          </Button>
          {filtered && (
            <a href={values.q ? `/search?${new URLSearchParams({ q: values.q })}` : '/search'}>Clear filters</a>
          )}
        </FilterActions>
      </FilterGrid>
    </Filters>
  );
}
