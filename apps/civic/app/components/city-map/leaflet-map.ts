import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MountMap } from './map-view';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The keyless map: raster tiles (OpenStreetMap by default) in Leaflet. Leaflet's container takes the keyboard
 * (arrows pan, + and - zoom) once focused; the marker is an SVG circle, so no image files to bundle.
 */
export const mountLeafletMap: MountMap = async (element, { settings, center, zoom, place, onView }) => {
  if (settings.provider !== 'tiles') throw new Error('mountLeafletMap draws tile maps');
  const map = L.map(element, { center: [center.lat, center.lng], zoom, keyboard: true, scrollWheelZoom: false });
  // Leaflet renders attribution as HTML: the configured text is escaped, the link is ours.
  const attribution = `<a href="${escapeHtml(settings.attributionUrl)}" rel="noopener noreferrer" target="_blank">${escapeHtml(settings.attribution)}</a>`;
  L.tileLayer(settings.tileUrl, { attribution, maxZoom: 19 }).addTo(map);
  L.circleMarker([center.lat, center.lng], { radius: 8, color: '#1d4e89', weight: 3, fillOpacity: 0.4 })
    .bindTooltip(place)
    .addTo(map);
  const report = () => {
    const { lat, lng } = map.getCenter();
    onView({ lat, lng, zoom: map.getZoom() });
  };
  map.on('moveend zoomend', report);
  report();
  return () => {
    map.off();
    map.remove();
  };
};
