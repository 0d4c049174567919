import { cityAt, countyAt, stateOfCode } from './places';

const status = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof Response ? error.status : 'not a response';
  }
  return 'no error';
};

describe('place params', () => {
  it('accepts exact, covered places', () => {
    expect(stateOfCode('ca').name).toBe('California');
    expect(countyAt('ia', 'dallas-madison-polk-warren-county').counties).toHaveLength(4);
    expect(cityAt('ca', 'santa-clara-county', 'saratoga').name).toBe('Saratoga');
  });

  it.each([
    ['unknown state', () => stateOfCode('zz')],
    ['upper-case code', () => stateOfCode('CA')],
    ['state without cities', () => stateOfCode('vt')],
    ['unknown county', () => countyAt('ca', 'atlantis-county')],
    ['county in another state', () => countyAt('ny', 'santa-clara-county')],
    ['upper-case county', () => countyAt('ca', 'Santa-Clara-County')],
    ['unknown city', () => cityAt('ca', 'santa-clara-county', 'atlantis')],
    ['city under the wrong county', () => cityAt('ca', 'alameda-county', 'saratoga')],
  ])('404s for %s', (_label, run) => {
    expect(status(run)).toBe(404);
  });
});
