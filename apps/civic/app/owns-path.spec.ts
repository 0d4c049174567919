import { ownsPath } from './owns-path';

describe('civic ownsPath', () => {
  it.each(['/california', '/ca/santa-clara-county/saratoga', '/presidential-election', '/about-town'])('owns %s', (path) => {
    expect(ownsPath(path)).toBe(true);
  });

  it.each(['/', '/about', '/contact/', '/real-estate', '/ai-policy-resources', '/ai-policy-resources/guide'])(
    'leaves %s to another app',
    (path) => expect(ownsPath(path)).toBe(false),
  );
});
