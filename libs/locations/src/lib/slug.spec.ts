import { foldText, placeName, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Cañon City', 'canon-city'],
    ['St. Louis', 'st-louis'],
    ['Winston-Salem', 'winston-salem'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['  Santa Clara County ', 'santa-clara-county'],
    ['Lexington-Fayette', 'lexington-fayette'],
    ['Opa-locka', 'opa-locka'],
    ['Española', 'espanola'],
    ['A -- B', 'a-b'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('folds accents and case for comparisons', () => {
    expect(foldText('CAÑON')).toBe('canon');
  });
});

describe('placeName', () => {
  it.each([
    ['Palo Alto city', 'Palo Alto'],
    ['Alamo CDP', 'Alamo'],
    ['Los Gatos town', 'Los Gatos'],
    ['Skokie village', 'Skokie'],
    ['State College borough', 'State College'],
    ['Juneau city and borough', 'Juneau'],
    ['San Buenaventura (Ventura)', 'Ventura'],
    ['San Buenaventura (Ventura) city', 'Ventura'],
    ['Kansas City', 'Kansas City'],
    ['Carson City', 'Carson City'],
    ['Urban Honolulu', 'Urban Honolulu'],
  ])('%s -> %s', (census, name) => {
    expect(placeName(census)).toBe(name);
  });
});
