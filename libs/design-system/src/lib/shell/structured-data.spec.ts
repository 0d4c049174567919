import { structuredDataFor } from './structured-data';

const origin = 'https://civicbrief.example';
const types = (data: object[] | null) => data?.map((entry) => (entry as { '@type': string })['@type']);
const crumbs = (data: object[] | null) =>
  (data?.[0] as { itemListElement: { name: string; item: string; position: number }[] }).itemListElement;

describe('structuredDataFor', () => {
  it('gives the home page a breadcrumb and the organisation', () => {
    const data = structuredDataFor('/', origin);
    expect(types(data)).toEqual(['BreadcrumbList', 'Organization']);
    expect(crumbs(data)).toEqual([{ '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` }]);
    expect(data?.[1]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'CivicBrief',
      url: `${origin}/`,
      logo: `${origin}/logo.svg`,
      sameAs: expect.arrayContaining(['https://www.linkedin.com/company/civicbrief']),
    });
  });

  it('gives /about the breadcrumb Home > About and the organisation', () => {
    const data = structuredDataFor('/about', origin);
    expect(types(data)).toEqual(['BreadcrumbList', 'Organization']);
    expect(crumbs(data).map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', `${origin}/`],
      [2, 'About', `${origin}/about`],
    ]);
  });

  it('gives /real-estate the breadcrumb Home > Real Estate and a web page', () => {
    const data = structuredDataFor('/real-estate', origin);
    expect(types(data)).toEqual(['BreadcrumbList', 'WebPage']);
    expect(crumbs(data).map((crumb) => crumb.name)).toEqual(['Home', 'Real Estate']);
    expect(data?.[1]).toMatchObject({ url: `${origin}/real-estate` });
  });

  it('gives /contact the breadcrumb Home > Contact and a contact page', () => {
    const data = structuredDataFor('/contact', origin);
    expect(types(data)).toEqual(['BreadcrumbList', 'ContactPage']);
    expect(crumbs(data).map((crumb) => crumb.name)).toEqual(['Home', 'Contact']);
    expect(data?.[1]).toMatchObject({ url: `${origin}/contact` });
  });

  it('tolerates a trailing slash and an origin ending in a slash', () => {
    const data = structuredDataFor('/about/', `${origin}/`);
    expect(types(data)).toEqual(['BreadcrumbList', 'Organization']);
    expect(crumbs(data)[1]?.item).toBe(`${origin}/about`);
  });

  it.each([
    '/ca/santa-clara-county/saratoga',
    '/government',
    '/terms-of-service',
    '/privacy-policy',
    '/about-us',
    '/contact/form',
  ])('has none for %s', (path) => {
    expect(structuredDataFor(path, origin)).toBeNull();
  });
});
