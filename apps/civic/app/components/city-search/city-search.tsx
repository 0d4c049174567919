import { Button, Combobox, theme, type ComboboxOption } from '@civicbrief/design-system';
import { Form, useLocation, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { CityNotAvailable } from './city-not-available';
import { useCityRequestModal } from './city-request-modal';

type GetOptions = (text: string) => ComboboxOption[];

let searchAtHand: GetOptions | undefined;
let searchLoading: Promise<GetOptions> | undefined;

/**
 * The search over the cities catalogue (12 KiB gzipped): imported when the visitor reaches for the field, not
 * with the page's first use (decision 021). A failed download is tried again on the next reach.
 */
function loadSearch(): Promise<GetOptions> {
  searchLoading ??= import('./city-options').then(
    (module) => (searchAtHand = module.cityOptions),
    (error: unknown) => {
      searchLoading = undefined;
      throw error;
    },
  );
  return searchLoading;
}

const noOptions: GetOptions = () => [];

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
  const [search, setSearch] = useState(() => searchAtHand);
  const reach = useCallback(() => {
    if (search) return;
    loadSearch().then(
      (found) => setSearch(() => found),
      () => undefined,
    );
  }, [search]);
  // Text typed before the app arrived is taken up by the combobox: its cities are wanted now.
  useEffect(() => {
    if (text) reach();
  }, [text, reach]);

  return (
    <>
      <SearchForm
        method="get"
        action="/city-search"
        role="search"
        aria-label="City search"
        onFocus={reach}
        onPointerOver={reach}
      >
        <Combobox
          ref={input}
          label={label}
          name="q"
          placeholder="Start typing a California city"
          getOptions={search ?? noOptions}
          // The combobox owns its text; 'submit a request' carries it as the name.
          onTextChange={setText}
          onSelect={(option) => {
            setPickedOn(pathname);
            navigate(`/${option.id}`);
          }}
          busy={busy}
          // Until the search has arrived no text is known not to match.
          noResults={search ? <CityNotAvailable name={text} onRequest={request} /> : undefined}
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
