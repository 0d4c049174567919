import { countySegment } from './county';

describe('countySegment', () => {
  it.each<[string[], string]>([
    [['Santa Clara County'], 'santa-clara-county'],
    [['Orleans Parish'], 'orleans-parish'],
    [['Richmond city'], 'richmond-city'],
    [['St. Louis city'], 'st-louis-city'],
    [['Carson City'], 'carson-city'],
    [['Kenai Peninsula Borough'], 'kenai-peninsula-borough'],
    [['Polk County', 'Warren County', 'Dallas County', 'Madison County'], 'dallas-madison-polk-warren-county'],
    [['Caddo Parish', 'Bossier Parish'], 'bossier-caddo-parish'],
    [['Baltimore County', 'Baltimore city'], 'baltimore-city-baltimore-county'],
    [['Polk County', 'Polk County'], 'polk-county'],
    [[], ''],
  ])('%j -> %s', (counties, segment) => {
    expect(countySegment(counties)).toBe(segment);
  });
});
