import { theme } from '@civicbrief/design-system';
import { px, tokens } from './mail-theme';

describe('the mail theme', () => {
  it('has the design system values of every token it uses', () => {
    expect(theme).toMatchObject(tokens);
    expect({ ...theme.colors, primary: '#000000' }).not.toMatchObject(tokens.colors);
  });

  it('gives rem tokens in pixels', () => {
    expect(px(tokens.fontSizes.sm)).toBe('14px');
    expect(px(tokens.space[6])).toBe('24px');
    expect(px(tokens.space[0])).toBe('0px');
  });
});
