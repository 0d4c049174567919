import { findState, stateCode, stateFromSlug, stateName, stateSlug, usStates } from './states';

describe('state lookups', () => {
  it('covers the 50 states and DC with unique codes', () => {
    expect(usStates).toHaveLength(51);
    expect(new Set(usStates.map((s) => s.code)).size).toBe(51);
    expect(stateName('DC')).toBe('District of Columbia');
  });

  it('maps names to codes and back, case-insensitively', () => {
    expect(stateCode('California')).toBe('CA');
    expect(stateCode('new york')).toBe('NY');
    expect(stateCode(' TEXAS ')).toBe('TX');
    expect(stateName('ca')).toBe('California');
    expect(stateName('Wy')).toBe('Wyoming');
    for (const state of usStates) {
      expect(stateName(stateCode(state.name))).toBe(state.name);
    }
  });

  it('answers null for unknown input', () => {
    expect(stateCode('Atlantis')).toBeNull();
    expect(stateName('XX')).toBeNull();
    expect(stateName('')).toBeNull();
    expect(stateCode(undefined)).toBeNull();
    expect(findState(null)).toBeNull();
  });

  it('slugs state names both ways', () => {
    expect(stateSlug('New York')).toBe('new-york');
    expect(stateSlug('DC')).toBe('district-of-columbia');
    expect(stateFromSlug('new-york')).toBe('New York');
    expect(stateFromSlug('ny')).toBeNull();
    expect(stateFromSlug('new york')).toBeNull();
    for (const state of usStates) expect(stateFromSlug(stateSlug(state.name))).toBe(state.name);
  });
});
