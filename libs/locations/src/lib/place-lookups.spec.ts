import { placesOnPath } from './place-lookups';

describe('placesOnPath', () => {
  it('finds the state by name or code, then the county and city under its code', () => {
    const found = placesOnPath('/california/santa-clara-county/saratoga/summary/city-council-2024');
    expect(found?.state.code).toBe('CA');
    expect(found?.county?.path).toBe('/ca/santa-clara-county');
    expect(found?.city?.slug).toBe('ca/santa-clara-county/saratoga');
    expect(placesOnPath('ca/articles/water-rates')).toMatchObject({ county: null, city: null });
  });

  it('returns only what the catalogue knows', () => {
    expect(placesOnPath('/about')).toBeNull();
    expect(placesOnPath('/ca/nowhere-county/saratoga')).toMatchObject({ county: null, city: null });
    expect(placesOnPath('/ca/santa-clara-county/<script>')?.city).toBeNull();
  });
});
