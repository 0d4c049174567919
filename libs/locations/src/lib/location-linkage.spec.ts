import { cityOptions, DEFAULT_LOCATION, locationFromPath, pickCity, pickCounty, pickState } from './location-linkage';

describe('location linkage', () => {
  it('takes the place from a city, county or state path, else Saratoga', () => {
    expect(locationFromPath('/ca/santa-clara-county/palo-alto')).toEqual({
      city: 'Palo Alto',
      county: 'Santa Clara County',
      state: 'California',
    });
    expect(locationFromPath('/ca/santa-clara-county')).toMatchObject({
      county: 'Santa Clara County',
      state: 'California',
    });
    expect(locationFromPath('/texas')).toEqual({ city: '', county: '', state: 'Texas' });
    expect(locationFromPath('/about')).toEqual(DEFAULT_LOCATION);
  });

  it('fills county and state from an unambiguous city', () => {
    expect(pickCity({ city: '', county: '', state: '' }, 'Saratoga')).toEqual(DEFAULT_LOCATION);
  });

  it('leaves county and state alone for a city name found in several states', () => {
    expect(pickCity({ city: '', county: '', state: '' }, 'Springfield')).toEqual({
      city: 'Springfield',
      county: '',
      state: '',
    });
    expect(pickCity({ city: '', county: '', state: 'Illinois' }, 'Springfield')).toMatchObject({
      state: 'Illinois',
      county: 'Sangamon County',
    });
  });

  it('fills the state from a county and drops a city outside it', () => {
    expect(pickCounty({ city: 'Saratoga', county: '', state: '' }, 'Los Angeles County')).toEqual({
      city: '',
      county: 'Los Angeles County',
      state: 'California',
    });
  });

  it('clears city and county that do not belong to a new state', () => {
    expect(pickState(DEFAULT_LOCATION, 'Texas')).toEqual({ city: '', county: '', state: 'Texas' });
    expect(pickState(DEFAULT_LOCATION, 'California')).toEqual(DEFAULT_LOCATION);
  });

  it('offers the cities of the chosen state and county without the hidden ones', () => {
    const options = cityOptions({ state: 'California', county: '' }, ['Alamo']);
    expect(options).toContain('Saratoga');
    expect(options).not.toContain('Alamo');
    expect(cityOptions({ state: 'California', county: 'Santa Clara County' })).not.toContain('Los Angeles');
  });
});
