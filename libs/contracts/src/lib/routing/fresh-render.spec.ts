import { freshRenderHref, withoutFreshRender } from './fresh-render';

describe('fresh render links', () => {
  it('adds the parameter to a page address, keeping its query and hash', () => {
    expect(freshRenderHref('/ca/santa-clara-county/saratoga')).toBe('/ca/santa-clara-county/saratoga?retry=1');
    expect(freshRenderHref('/ca/x/y', '?year=2025', '#meetings')).toBe('/ca/x/y?year=2025&retry=1#meetings');
    expect(freshRenderHref('/ca/x/y', '?retry=1')).toBe('/ca/x/y?retry=1');
  });

  it('gives the front door the address without it, and says whether it was there', () => {
    expect(withoutFreshRender('/ca/x/y?retry=1')).toEqual({ url: '/ca/x/y', fresh: true });
    expect(withoutFreshRender('/ca/x/y?year=2025&retry=1')).toEqual({ url: '/ca/x/y?year=2025', fresh: true });
    expect(withoutFreshRender('/ca/x/y?year=2025')).toEqual({ url: '/ca/x/y?year=2025', fresh: false });
    expect(withoutFreshRender('/ca/x/y')).toEqual({ url: '/ca/x/y', fresh: false });
  });
});
