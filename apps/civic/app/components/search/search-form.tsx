import { SEARCH_LIMITS, searchMeetingTypes } from '@civicbrief/contracts';
import { Button, Field, FieldErrorText, FieldHint, Input, Label, Select, theme } from '@civicbrief/design-system';
import { Form } from '@remix-run/react';
import { styled } from 'styled-components';
import type { SearchFormValues, SearchOption } from './search-types';

const Words = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;

  ${Field} {
    grid-column: 1 / -1;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

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

interface SearchFormProps {
  values: SearchFormValues;
  states: SearchOption[];
  cities: SearchOption[];
  fieldErrors?: Record<string, string>;
}

/** Error id and aria props of one field. */
function described(name: string, fieldErrors: Record<string, string>, hintId?: string) {
  const error = fieldErrors[name];
  const ids = [hintId, error ? `search-${name}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function ErrorText({ name, fieldErrors }: { name: string; fieldErrors: Record<string, string> }) {
  return <FieldErrorText id={`search-${name}-error`}>{fieldErrors[name] ?? ''}</FieldErrorText>;
}

/**
 * The search form: a GET to /search, so the words and filters are the URL (shareable, bookmarkable) and it works
 * without JavaScript. The city list is the chosen state's: choose a state and search to pick a city.
 */
export function SearchForm({ values, states, cities, fieldErrors = {} }: SearchFormProps) {
  const filtered = Boolean(values.state || values.city || values.type || values.from || values.to);
  return (
    <Form method="get" action="/search" role="search" aria-label="Meetings and articles">
      <Words>
        <Field>
          <Label htmlFor="search-q">Words to look for</Label>
          <FieldHint id="search-q-hint">
            Use &quot;quotes&quot; for a phrase, <strong>or</strong> for either word, and a minus sign (-parking) to
            leave a word out.
          </FieldHint>
          <Row>
            <Input
              id="search-q"
              type="search"
              name="q"
              defaultValue={values.q}
              maxLength={SEARCH_LIMITS.queryMaxLength}
              enterKeyHint="search"
              {...described('q', fieldErrors, 'search-q-hint')}
            />
            <Button type="submit">Search</Button>
          </Row>
          <ErrorText name="q" fieldErrors={fieldErrors} />
        </Field>
      </Words>
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
    </Form>
  );
}
