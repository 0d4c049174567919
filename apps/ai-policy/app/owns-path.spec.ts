import { ownsPath } from './owns-path';

describe('ai-policy ownsPath', () => {
  it.each(['/ai-policy-resources', '/ai-policy-resources/writing-a-policy'])('owns %s', (path) => {
    expect(ownsPath(path)).toBe(true);
  });

  it.each(['/', '/about', '/ai-policy-resources-old', '/california'])('leaves %s to another app', (path) => {
    expect(ownsPath(path)).toBe(false);
  });
});
