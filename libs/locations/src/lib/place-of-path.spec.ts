import { DEFAULT_LOCATION } from './location-linkage';
import { placeOfPath, placeOfQuery } from './place-of-path';

const paloAlto = { city: 'Palo Alto', county: 'Santa Clara County', state: 'California' };

describe('placeOfPath', () => {
  it('takes the city of a city page and of its sub-pages', () => {
    expect(placeOfPath('/ca/santa-clara-county/palo-alto')).toEqual({ place: paloAlto, namesCity: true });
    expect(placeOfPath('/ca/santa-clara-county/palo-alto/summary/city-council-meeting-summary-2025-01-07')).toEqual({
      place: paloAlto,
      namesCity: true,
    });
  });

  it('takes the county or state of their pages, leaving the city to choose', () => {
    expect(placeOfPath('/texas')).toEqual({ place: { city: '', county: '', state: 'Texas' }, namesCity: false });
    expect(placeOfPath('/ca/los-angeles-county').place).toMatchObject({
      county: 'Los Angeles County',
      state: 'California',
    });
  });

  it('falls back to Saratoga elsewhere', () => {
    expect(placeOfPath('/city-search')).toEqual({ place: DEFAULT_LOCATION, namesCity: false });
    expect(placeOfPath('/')).toEqual({ place: DEFAULT_LOCATION, namesCity: false });
  });
});

describe('placeOfQuery', () => {
  it('keeps a catalogue place and completes it', () => {
    expect(
      placeOfQuery(new URLSearchParams({ city: 'Palo Alto', county: 'Santa Clara County', state: 'California' })),
    ).toEqual(paloAlto);
    expect(placeOfQuery(new URLSearchParams({ city: 'Palo Alto' }))).toEqual(paloAlto);
    expect(placeOfQuery(new URLSearchParams({ state: 'Texas' }))).toEqual({ city: '', county: '', state: 'Texas' });
  });

  it('drops values that are not in the catalogue', () => {
    expect(placeOfQuery(new URLSearchParams({ city: '<b>Nowhere</b>', state: 'Atlantis' }))).toEqual(DEFAULT_LOCATION);
    expect(placeOfQuery(new URLSearchParams({ city: 'Palo Alto', state: 'Texas' }))).toEqual({
      city: '',
      county: '',
      state: 'Texas',
    });
  });
});
