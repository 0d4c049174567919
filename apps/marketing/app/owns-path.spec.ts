import { ownsPath } from './owns-path';

describe('marketing ownsPath', () => {
  it.each(['/', '/about', '/contact', '/contact/', '/real-estate', '/subscription-center'])('owns %s', (path) => {
    expect(ownsPath(path)).toBe(true);
  });

  it.each(['/california', '/about/team', '/ai-policy-resources', '/ca/santa-clara-county/saratoga'])(
    'leaves %s to another app',
    (path) => expect(ownsPath(path)).toBe(false),
  );
});
