import { telHref } from './tel-href';

describe('telHref', () => {
  it('links phones as tel: with digits, a leading + and the extension', () => {
    expect(telHref('(408) 868-1200')).toBe('tel:4088681200');
    expect(telHref('+1 408.868.1200 ext. 12')).toBe('tel:+14088681200;ext=12');
    expect(telHref('408-868-1200 x7')).toBe('tel:4088681200;ext=7');
  });
});
