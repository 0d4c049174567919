import { MARKETING_EVENTS, marketingPages } from './marketing';

/** Every block the marketing app's registry knows (apps/marketing/app/components/blocks/registry.tsx). */
const REGISTRY = [
  'BookDemoPanel',
  'ContactForm',
  'CrmForm',
  'EventBanner',
  'Hero',
  'HowItWorks',
  'Industries',
  'Login',
  'Offerings',
  'RealEstateLead',
  'TabbedBlock',
  'Testimonials',
  'TextSections',
  'UseCases',
  'Video',
];

describe('marketingPages', () => {
  const pages = marketingPages(2024);
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  const blocksOf = (slug: string) => bySlug.get(slug)?.content.map((entry) => entry.block) ?? [];
  const propsOf = (slug: string, name: string) =>
    bySlug
      .get(slug)
      ?.content.filter((entry) => entry.block === name)
      .map((entry) => entry.props) ?? [];

  it('writes every marketing page the app routes to', () => {
    expect([...bySlug.keys()].sort()).toEqual([
      'about',
      'contact',
      'government',
      'home',
      'privacy-policy',
      'real-estate',
      'terms-of-service',
    ]);
  });

  it('uses every block of the registry at least once, and no other', () => {
    expect([...new Set(pages.flatMap((page) => page.content.map((entry) => entry.block)))].sort()).toEqual(REGISTRY);
  });

  it('puts the basic demo form on /contact and the home panel, the extended one on the industry pages with their industry', () => {
    expect(propsOf('contact', 'ContactForm')).toEqual([expect.objectContaining({ variant: 'basic' })]);
    expect(blocksOf('home')).toContain('BookDemoPanel');
    expect(propsOf('real-estate', 'ContactForm')).toEqual([
      expect.objectContaining({ variant: 'extended', parentIndustry: 'Real Estate Firm' }),
    ]);
    expect(propsOf('government', 'ContactForm')).toEqual([
      expect.objectContaining({ variant: 'extended', parentIndustry: 'Local Government' }),
    ]);
  });

  it('gives each page exactly one h1: a Hero, or on the legal pages a level-1 TextSections', () => {
    for (const page of pages) {
      const heroes = blocksOf(page.slug).filter((name) => name === 'Hero').length;
      const titled = propsOf(page.slug, 'TextSections').filter((props) => props['headingLevel'] === 1).length;
      expect([page.slug, heroes + titled]).toEqual([page.slug, 1]);
    }
  });

  it('has one banner per conference audience, each with its own event and greeting', () => {
    const banners = pages.flatMap((page) =>
      page.content.filter((entry) => entry.block === 'EventBanner').map((entry) => entry.props),
    );
    expect(new Set(banners.map((props) => props['event']))).toEqual(new Set(Object.values(MARKETING_EVENTS)));
    expect(new Set(banners.map((props) => props['greeting'])).size).toBe(2);
  });

  it('is our own copy: no placeholder text', () => {
    expect(JSON.stringify(pages)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
