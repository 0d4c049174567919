import { SEARCH_LIMITS } from '@civicbrief/contracts';
import { Button, Field, FieldHint, Input, Label, theme } from '@civicbrief/design-system';
import { Form } from '@remix-run/react';
import { styled } from 'styled-components';
import { described, ErrorText } from './search-field-errors';
import { SearchFilters, type SearchFiltersProps } from './search-filters';

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

interface SearchFormProps extends Omit<SearchFiltersProps, 'fieldErrors'> {
  fieldErrors?: Record<string, string>;
}

/**
 * The search form: a GET to /search, so the words and filters are the URL (shareable, bookmarkable) and it works
 * without JavaScript. The city list is the chosen state's: choose a state and search to pick a city.
 */
export function SearchForm({ values, states, cities, fieldErrors = {} }: SearchFormProps) {
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
      <SearchFilters values={values} states={states} cities={cities} fieldErrors={fieldErrors} />
    </Form>
  );
}
