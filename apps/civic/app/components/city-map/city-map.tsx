import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { MAP_HEIGHT, MAP_ZOOM, mapSiteLink, type MapPlace, type MapSettings } from './map-settings';
import { loadMapLibrary, type MapView } from './map-view';
import { useNearViewport } from '../near-viewport/use-near-viewport';
import { theme } from '@civicbrief/design-system';

type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

const Frame = styled.div`
  position: relative;
  height: ${MAP_HEIGHT};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surface};
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const Placeholder = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.mutedText};
`;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[2]};
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.primary};
  }
`;

const PLACEHOLDER: Record<Exclude<MapStatus, 'ready'>, (place: string) => string> = {
  idle: (place) => `Map of ${place}`,
  loading: () => 'Loading the map…',
  error: () => 'The map could not be loaded. The link below opens it on the map site.',
};

export interface CityMapProps {
  settings: MapSettings;
  place: MapPlace;
}

/**
 * The city map (spec §2, §9: zoom 13, 618.18px high), centred on the city. The map library is fetched only when
 * the map nears the viewport of the page in use; the server renders the frame and a link to the city on the map
 * site, which is what a visitor without JavaScript gets. The drawn map's centre and zoom are on the canvas as
 * data attributes.
 */
export function CityMap({ settings, place }: CityMapProps) {
  const [canvas, setCanvas] = useState<HTMLDivElement | null>(null);
  const [settled, setSettled] = useState<'ready' | 'error' | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const near = useNearViewport(canvas);
  const hintId = useId();
  const label = `${place.name}, ${place.state}`;
  const settingsKey = JSON.stringify(settings);
  const { latitude, longitude } = place;

  useEffect(() => {
    if (!near || !canvas) return undefined;
    let teardown: (() => void) | null = null;
    let cancelled = false;
    loadMapLibrary(JSON.parse(settingsKey) as MapSettings)
      .then((mount) =>
        mount(canvas, {
          settings: JSON.parse(settingsKey) as MapSettings,
          center: { lat: latitude, lng: longitude },
          zoom: MAP_ZOOM,
          place: label,
          onView: setView,
        }),
      )
      .then((destroy) => {
        if (cancelled) destroy();
        else {
          teardown = destroy;
          setSettled('ready');
        }
      })
      .catch(() => {
        if (!cancelled) setSettled('error');
      });
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [near, canvas, settingsKey, latitude, longitude, label]);

  // Near the viewport, the library is on its way until it has drawn the map or failed.
  const status: MapStatus = settled ?? (near ? 'loading' : 'idle');
  const link = mapSiteLink(settings, place);
  return (
    <>
      <Frame>
        <Canvas
          ref={setCanvas}
          role="region"
          aria-label={`Map of ${label}`}
          aria-describedby={status === 'ready' ? hintId : undefined}
          data-map-provider={settings.provider === 'google' ? 'google' : 'leaflet'}
          data-map-state={status}
          data-map-center={view ? `${view.lat.toFixed(6)},${view.lng.toFixed(6)}` : undefined}
          data-map-zoom={view?.zoom}
        />
        {status !== 'ready' && <Placeholder>{PLACEHOLDER[status](label)}</Placeholder>}
      </Frame>
      <Below>
        {/* Only for a drawn map: without JavaScript the frame holds no map to operate. */}
        <span id={hintId}>
          {status === 'ready' ? 'Select the map, then use the arrow keys to move it and + or - to zoom.' : ''}
        </span>
        <a href={link.href} rel="noopener noreferrer">{`View ${label} on ${link.site}`}</a>
      </Below>
    </>
  );
}
