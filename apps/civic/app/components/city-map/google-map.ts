/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { MountMap } from './map-view';

let configured = false;

/**
 * The keyed map: Google Maps JavaScript API, version 'weekly' with the 'places' library (spec §7). The loader
 * puts the page's CSP nonce on Google's script, which 'strict-dynamic' then trusts.
 */
export const mountGoogleMap: MountMap = async (element, { settings, center, zoom, place, onView }) => {
  if (settings.provider !== 'google') throw new Error('mountGoogleMap draws Google maps');
  if (!configured) {
    setOptions({ key: settings.apiKey, v: 'weekly', libraries: ['places'] });
    configured = true;
  }
  const [{ Map }, { Marker }] = await Promise.all([
    importLibrary('maps'),
    importLibrary('marker'),
    importLibrary('places'),
  ]);
  const map = new Map(element, { center, zoom, keyboardShortcuts: true, gestureHandling: 'cooperative' });
  const marker = new Marker({ position: center, map, title: place });
  const report = () => {
    const at = map.getCenter();
    if (at) onView({ lat: at.lat(), lng: at.lng(), zoom: map.getZoom() ?? zoom });
  };
  const listener = map.addListener('idle', report);
  return () => {
    listener.remove();
    marker.setMap(null);
  };
};
