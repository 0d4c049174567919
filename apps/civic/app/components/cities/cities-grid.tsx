import { Button, Card, CardGrid } from '@civicbrief/design-system';
import { cityPath, type City } from '@civicbrief/locations';
import { useLocation, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { MoreRow, Muted, TitledSection } from '../sections/titled-section';
import { renderSiteLink } from '../site-link';
import {
  CITY_COUNT_STEP,
  DEFAULT_GRID_STATE,
  INITIAL_CITY_COUNT,
  SHOW_PARAM,
  STATE_PARAM,
  filterState,
  shownCount,
  withShow,
} from './grid-params';
import type { GridCatalogue, GridFilter } from './grid-catalogue';
import { StateFilter } from './state-filter';

let catalogueAtHand: GridCatalogue | undefined;
let catalogueLoading: Promise<GridCatalogue> | undefined;

/** The catalogue at once, from a static import: for the unit tests only (a browser module would carry it along). */
export function provideGridCatalogue(catalogue: GridCatalogue): void {
  catalogueAtHand = catalogue;
}

/** The filter's other states' cities: the catalogue, imported once per visit; a failed download is tried again later. */
function loadGridCatalogue(): Promise<GridCatalogue> {
  catalogueLoading ??= import('./grid-catalogue').then(
    (module) => (catalogueAtHand = module.gridCatalogue),
    (error: unknown) => {
      catalogueLoading = undefined;
      throw error;
    },
  );
  return catalogueLoading;
}

export interface CitiesGridProps {
  heading: string;
  headingLevel?: 2 | 3;
  /** A fixed list (a county's cities): no state filter. Without it the grid filters by state. */
  cities?: readonly City[];
  /**
   * The filtering grid's first data from the page's loader (`gridFilter`): the covered states and the cities of the
   * state the URL asks for. Another state's cities come with the catalogue, imported when the visitor reaches for
   * the filter; without this, the grid imports it at once.
   */
  filter?: GridFilter;
  /** The filter's state when the URL names none (code or name); California by default (spec §9). */
  defaultState?: string;
  initialCount?: number;
  step?: number;
  id?: string;
}

const cityLine = (city: City) => `${city.counties.join(', ')} · Population ${city.population}`;

/**
 * Cities as cards: a first count, then 'See more' adds a step until all are shown (spec §4). Without
 * JavaScript the state filter is a GET form and 'See more' a link to `?show=N`; with it, both act in place.
 */
export function CitiesGrid({
  heading,
  headingLevel = 2,
  cities,
  filter,
  defaultState = DEFAULT_GRID_STATE,
  initialCount = INITIAL_CITY_COUNT,
  step = CITY_COUNT_STEP,
  id = 'cities',
}: CitiesGridProps) {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const urlState = searchParams.get(STATE_PARAM);
  const urlShow = searchParams.get(SHOW_PARAM);
  const [catalogue, setCatalogue] = useState(() => catalogueAtHand);
  const states = filter?.states ?? catalogue?.states ?? [];
  const fromUrl = filterState(urlState, filterState(defaultState, DEFAULT_GRID_STATE, states), states);
  const [stateCode, setStateCode] = useState(fromUrl);
  // A state's cities: the fixed list, the catalogue's, or the loader's for the state it was asked for; null until the catalogue arrives.
  const citiesOf = (code: string): readonly City[] | null => {
    if (cities) return [...cities].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    if (catalogue) return catalogue.citiesOf(code);
    return filter && code === filter.stateCode ? filter.cities : null;
  };
  const known = citiesOf(stateCode);
  const list = known ?? [];
  const [count, setCount] = useState(() => shownCount(urlShow, initialCount, list.length));
  const reach = () => {
    if (cities || catalogue) return;
    loadGridCatalogue().then(
      (found) => setCatalogue(() => found),
      () => undefined,
    );
  };
  // A state chosen before the catalogue arrived (or a grid without loader data): its cities are wanted now.
  const waiting = known === null;
  useEffect(() => {
    if (waiting) reach();
    // Once when the state's cities are wanted: `reach` itself does nothing once the catalogue is there.
  }, [waiting]);
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // A navigation that changes the grid's own parameters (back button, a link) wins over what was chosen in place.
  const urlKey = `${fromUrl}|${urlShow ?? ''}`;
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (seenUrlKey !== urlKey) {
    setSeenUrlKey(urlKey);
    setStateCode(fromUrl);
    setCount(shownCount(urlShow, initialCount, citiesOf(fromUrl)?.length ?? 0));
  }

  // After 'See more', focus the first new card so keyboard users continue where the list grew.
  useEffect(() => {
    if (focusFrom.current === null) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>('li a[data-card-title]')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [count]);

  const shown = list.slice(0, count);
  const next = Math.min(count + step, list.length);
  const seeMore = (event: MouseEvent) => {
    event.preventDefault();
    focusFrom.current = count;
    setCount(next);
  };
  return (
    <TitledSection id={id} heading={heading} headingLevel={headingLevel}>
      {!cities && (
        <StateFilter
          value={stateCode}
          states={states}
          onReach={reach}
          onChange={(code) => {
            setStateCode(code);
            setCount(initialCount);
          }}
        />
      )}
      <Muted aria-live="polite">
        {waiting
          ? 'Loading cities…'
          : `Showing ${shown.length} of ${list.length} ${list.length === 1 ? 'city' : 'cities'}`}
      </Muted>
      <CardGrid as="ul" ref={grid} $columns={4}>
        {shown.map((city) => (
          <li key={city.slug}>
            <Card title={city.name} href={cityPath(city)} meta={cityLine(city)} renderLink={renderSiteLink} />
          </li>
        ))}
      </CardGrid>
      {count < list.length && (
        <MoreRow>
          {/* nofollow: `?show=N` is the same page (its canonical URL is the page's), and crawlers reach every city
              through the sitemap; so search engines need not follow this generic 'See more' link. */}
          <Button
            as="a"
            href={`${pathname}${withShow(search, next)}`}
            rel="nofollow"
            $variant="secondary"
            onClick={seeMore}
          >
            See more
          </Button>
        </MoreRow>
      )}
    </TitledSection>
  );
}
