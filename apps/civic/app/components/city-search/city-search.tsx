import { Button, Combobox, theme } from '@civicbrief/design-system';
import { Form, useLocation, useNavigate } from '@remix-run/react';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { CityNotAvailable } from './city-not-available';
import { cityOptions } from './city-options';
import { useCityRequestModal } from './city-request-modal';

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  max-width: 40rem;

  > :first-child {
    flex: 1 1 16rem;
  }
`;

export interface CitySearchProps {
  label?: string;
}

/**
 * City search autocomplete (spec §2, §4, §9): California cities, searched in the browser. Picking one goes
 * to the city's page with the input disabled and a spinner until it arrives. Without JavaScript the field
 * sits in a GET form to the /city-search results page. A text that matches no city says so, with 'submit a
 * request' opening the request-a-city form in a modal, prefilled with the text.
 */
export function CitySearch({ label = 'Search for your city' }: CitySearchProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The path a pick was made on: busy until the navigation leaves it (the pick arrived, or the visitor went elsewhere).
  const [pickedOn, setPickedOn] = useState<string | null>(null);
  const busy = pickedOn === pathname;
  const [text, setText] = useState('');
  // 'submit a request' opens the request-a-city modal; closing it gives focus back to the search field.
  const input = useRef<HTMLInputElement>(null);
  const { request, modal } = useCityRequestModal(useCallback(() => input.current, []));


  return (
    <>
      <SearchForm method="get" action="/city-search" role="search" aria-label="City search">
        <Combobox
          ref={input}
          label={label}
          name="q"
          placeholder="Start typing a California city"
          getOptions={cityOptions}
          // The combobox owns its text; 'submit a request' carries it as the name.
          onTextChange={setText}
          onSelect={(option) => {
            setPickedOn(pathname);
            navigate(`/${option.id}`);
          }}
          busy={busy}
          noResults={<CityNotAvailable name={text} onRequest={request} />}
        />
        <Button type="submit" $variant="secondary" disabled={busy}>
          Search
        </Button>
      </SearchForm>
      {/* Outside the search form: the request form's events must not reach it. */}
      {modal}
    </>
  );
}
