import { countyLabel, placeCrumbs } from '../breadcrumbs';
import { cityFromParams } from './city-params';
import { citySlots } from './city-slots';

describe('place helpers', () => {
  it('names single and joined county segments', () => {
    expect(countyLabel(['Santa Clara County'])).toBe('Santa Clara County');
    expect(countyLabel(['Dallas County', 'Madison County', 'Polk County', 'Warren County'])).toBe(
      'Dallas, Madison, Polk and Warren Counties',
    );
    expect(countyLabel(['Bossier Parish', 'Caddo Parish'])).toBe('Bossier and Caddo Parishes');
    expect(countyLabel(['Baltimore city', 'Baltimore County'])).toBe('Baltimore city and Baltimore County');
  });

  it('finds the city only with a known state, a county and a city', () => {
    expect(
      cityFromParams({ stateCode: 'ia', county: 'dallas-madison-polk-warren-county', city: 'west-des-moines' })?.name,
    ).toBe('West Des Moines');
    expect(cityFromParams({ stateCode: 'xx', county: 'santa-clara-county', city: 'saratoga' })).toBeNull();
    expect(cityFromParams({ stateCode: 'ca', city: 'saratoga' })).toBeNull();
    expect(cityFromParams({ stateCode: 'ca', county: 'santa-clara-county' })).toBeNull();
  });

  it('links the county and city of a multi-county city', () => {
    const city = cityFromParams({
      stateCode: 'ia',
      county: 'dallas-madison-polk-warren-county',
      city: 'west-des-moines',
    });
    expect(city && placeCrumbs(city)).toEqual([
      { label: 'Dallas, Madison, Polk and Warren Counties', href: '/ia/dallas-madison-polk-warren-county' },
      { label: 'West Des Moines', href: '/ia/dallas-madison-polk-warren-county/west-des-moines' },
    ]);
  });

  it('has its fixed slots, each with a unique id', () => {
    expect(citySlots.map((slot) => slot.label)).toEqual(['Newsletter']);
    expect(new Set(citySlots.map((slot) => slot.id)).size).toBe(citySlots.length);
  });
});
