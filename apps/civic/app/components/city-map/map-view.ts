import type { MapSettings } from './map-settings';

/** Where the map looks: reported after it draws and after each move, for the page's data attributes (and tests). */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface MountOptions {
  settings: MapSettings;
  center: { lat: number; lng: number };
  zoom: number;
  /** The place's name, for the marker's label. */
  place: string;
  onView: (view: MapView) => void;
}

/** What a map library module (loaded near the viewport) exports: draws into the element, returns its teardown. */
export type MountMap = (element: HTMLElement, options: MountOptions) => Promise<() => void>;

/**
 * The library's code for the settings, as its own chunk: Leaflet (and its CSS) or Google's loader are fetched only
 * when the map nears the viewport, never with the page.
 */
export function loadMapLibrary(settings: MapSettings): Promise<MountMap> {
  return settings.provider === 'google'
    ? import('./google-map').then((module) => module.mountGoogleMap)
    : import('./leaflet-map').then((module) => module.mountLeafletMap);
}
