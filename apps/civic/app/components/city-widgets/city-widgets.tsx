import { freshRenderHref } from '@civicbrief/contracts';
import {
  DeferredView,
  newsBlockHidden,
  schoolsBlockHidden,
  theme,
  useHydrated,
  visibleListings,
  visiblePets,
  type WidgetStatus,
} from '@civicbrief/design-system';
import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { TitledSection } from '../sections/titled-section';
import { blockViews, type BlockViewProps } from './block-views';
import { fetchWidgetInBrowser, type WidgetName } from './widget-calls';
import { useWidgetBlock, type ShownBlock } from './use-widget-block';
import type { CityWidgets, WidgetCity } from './widget-views';

const statusOf = (block: ShownBlock<unknown>): WidgetStatus =>
  block.state === 'ready' ? 'ready' : block.state === 'error' ? 'error' : 'loading';

type DataOf<K extends WidgetName> = Extract<CityWidgets[K], { state: 'ready' }>['data'];

const hasSomethingToShow: { [K in WidgetName]: (data: DataOf<K>) => boolean } = {
  weather: (days) => days.length > 0,
  // Spec §4: the block and its tab hide when no school has an enrollment figure.
  schools: (schools) => !schoolsBlockHidden(schools),
  // Spec §4: no pets (with a photo) hides the whole section.
  pets: (pets) => visiblePets(pets).length > 0,
  // Spec §2: only listings with an image are shown; none hides the block and its tab.
  listings: (listings) => visibleListings(listings).length > 0,
  // A city whose Census place was not matched has no statistics: no carousel, never a wrong one.
  numbers: (statistics) => statistics.length > 0,
  // Decision 025: a feed without stories hides the block and its tab.
  news: (items) => !newsBlockHidden(items),
};

/** Whether a block's section shows: not when its provider has no key, nor when its answer leaves nothing to show. */
export function widgetShown<K extends WidgetName>(name: K, block: ShownBlock<DataOf<K>>): boolean {
  if (block.state === 'not-configured') return false;
  return block.state !== 'ready' || hasSomethingToShow[name](block.data);
}

const LABELS: Record<WidgetName, { label: string; heading: (city: WidgetCity) => string }> = {
  weather: { label: 'Weather', heading: (city) => `Weather forecast for ${city.name}` },
  schools: { label: 'Schools', heading: (city) => `Schools in ${city.name}` },
  pets: { label: 'Pets', heading: (city) => `Adoptable pets near ${city.name}` },
  listings: { label: 'Homes for sale', heading: (city) => `Homes for sale in ${city.name}` },
  numbers: { label: 'In numbers', heading: (city) => `${city.name} in numbers` },
  news: { label: 'Local news', heading: (city) => `Local news for ${city.name}` },
};

const LATER: Record<WidgetName, string> = {
  weather: 'The forecast is',
  schools: 'The schools are',
  pets: 'The adoptable pets are',
  listings: 'The homes for sale are',
  numbers: 'The numbers are',
  news: 'The local news is',
};

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.mutedText};

  a {
    color: ${theme.colors.primary};
  }
`;

export interface CityWidgetSection {
  id: WidgetName;
  label: string;
  node: ReactNode;
}

/**
 * The city page's weather, schools, pets and local news sections (spec §2, §4) from the loader's blocks: what the server
 * received in time is rendered as is; a pending block shows its loading state and, once the page is in use,
 * is fetched as it nears the viewport; an error offers a retry (in place, or a link reloading the page without
 * JavaScript). Returns only the sections to show, for the page and its sub-navigation alike.
 */
export function useCityWidgetSections(city: WidgetCity, widgets: CityWidgets): CityWidgetSection[] {
  const location = useLocation();
  const hydrated = useHydrated();
  const retryHref = freshRenderHref(location.pathname, location.search);
  const weather = useWidgetBlock(city.path, widgets.weather, () => fetchWidgetInBrowser('weather', city));
  const schools = useWidgetBlock(city.path, widgets.schools, () => fetchWidgetInBrowser('schools', city));
  const pets = useWidgetBlock(city.path, widgets.pets, () => fetchWidgetInBrowser('pets', city));
  const listings = useWidgetBlock(city.path, widgets.listings, () => fetchWidgetInBrowser('listings', city));
  const numbers = useWidgetBlock(city.path, widgets.numbers, () => fetchWidgetInBrowser('numbers', city));
  const news = useWidgetBlock(city.path, widgets.news, () => fetchWidgetInBrowser('news', city));

  const section = <K extends WidgetName>(
    name: K,
    { block, ref }: { block: ShownBlock<DataOf<K>>; ref: (element: HTMLElement | null) => void },
    props: BlockViewProps[K],
  ) =>
    widgetShown(name, block)
      ? [
          {
            id: name,
            label: LABELS[name].label,
            node: (
              <TitledSection key={name} id={name} heading={LABELS[name].heading(city)}>
                <div ref={ref}>
                  <DeferredView name={`city-${name}`} view={blockViews[name]} props={props} />
                </div>
                {block.state === 'pending' && !hydrated && (
                  <Note>
                    {`${LATER[name]} taking a moment. `}
                    <a href={retryHref}>Reload the page</a>
                    {' to see it.'}
                  </Note>
                )}
              </TitledSection>
            ),
          },
        ]
      : [];

  // What every block takes: its status, its data once ready, and the retry in place or by reloading the page.
  const shared = <T,>({ block, retry }: { block: ShownBlock<T[]>; retry: () => void }) => ({
    status: statusOf(block),
    onRetry: retry,
    retryHref,
  });
  const ready = <T,>(block: ShownBlock<T[]>): T[] => (block.state === 'ready' ? block.data : []);
  return [
    ...section('weather', weather, {
      days: ready(weather.block),
      label: `7-day weather forecast for ${city.name}`,
      ...shared(weather),
    }),
    ...section('schools', schools, {
      schools: ready(schools.block),
      label: `Schools in ${city.name}`,
      ...shared(schools),
    }),
    ...section('pets', pets, {
      pets: ready(pets.block),
      label: `Adoptable pets carousel, ${city.name}`,
      ...shared(pets),
    }),
    ...section('listings', listings, {
      listings: ready(listings.block),
      error: listings.block.state === 'error' && listings.block.malformed ? 'malformed' : 'failed',
      label: `Homes for sale carousel, ${city.name}`,
      ...shared(listings),
    }),
    ...section('numbers', numbers, {
      statistics: ready(numbers.block),
      label: `Statistics for ${city.name}, scroll sideways for more`,
      ...shared(numbers),
    }),
    ...section('news', news, { items: ready(news.block), label: `Local news for ${city.name}`, ...shared(news) }),
  ];
}
