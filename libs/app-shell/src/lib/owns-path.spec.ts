import { ownsPath } from './owns-path';

describe('civic ownsPath', () => {
  it.each(['/california', '/ca/santa-clara-county/saratoga', '/presidential-election', '/about-town'])(
    'owns %s',
    (path) => {
      expect(ownsPath('civic', path)).toBe(true);
    },
  );

  it.each(['/', '/about', '/contact/', '/real-estate', '/ai-policy-resources', '/ai-policy-resources/guide'])(
    'leaves %s to another app',
    (path) => expect(ownsPath('civic', path)).toBe(false),
  );
});

describe('marketing ownsPath', () => {
  it.each(['/', '/about', '/contact', '/contact/', '/real-estate', '/subscription-center'])('owns %s', (path) => {
    expect(ownsPath('marketing', path)).toBe(true);
  });

  it.each(['/california', '/about/team', '/ai-policy-resources', '/ca/santa-clara-county/saratoga'])(
    'leaves %s to another app',
    (path) => expect(ownsPath('marketing', path)).toBe(false),
  );
});

describe('ai-policy ownsPath', () => {
  it.each(['/ai-policy-resources', '/ai-policy-resources/writing-a-policy'])('owns %s', (path) => {
    expect(ownsPath('ai-policy', path)).toBe(true);
  });

  it.each(['/', '/about', '/ai-policy-resources-old', '/california'])('leaves %s to another app', (path) => {
    expect(ownsPath('ai-policy', path)).toBe(false);
  });
});
