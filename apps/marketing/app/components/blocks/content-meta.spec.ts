import { metaDescriptors, metaEntriesFor, pageHead, SHARE_IMAGE } from './content-meta';

describe('content page meta', () => {
  const page = {
    title: 'About CivicBrief',
    description: 'Why we summarize meetings.',
    keywords: ['Marketing', 'About'],
  };

  it('turns metaConfiguration into the description, keywords and the Open Graph and Twitter cards', () => {
    const tags = metaDescriptors(metaEntriesFor(page, 'https://civicbrief.example', '/about'));
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'description', content: 'Why we summarize meetings.' },
        { name: 'keywords', content: 'Marketing, About' },
        { property: 'og:title', content: 'About CivicBrief' },
        { property: 'og:description', content: 'Why we summarize meetings.' },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: 'https://civicbrief.example/about' },
        { property: 'og:image', content: `https://civicbrief.example${SHARE_IMAGE}` },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: 'About CivicBrief' },
        { name: 'twitter:description', content: 'Why we summarize meetings.' },
      ]),
    );
  });

  it('leaves out the description tags when the page has none', () => {
    const tags = metaDescriptors(
      metaEntriesFor({ ...page, description: null, keywords: [] }, 'https://civicbrief.example', '/'),
    );
    expect(tags.filter((tag) => 'name' in tag && /description|keywords/.test(String(tag.name)))).toEqual([]);
    expect(tags.filter((tag) => 'property' in tag && tag.property === 'og:description')).toEqual([]);
  });

  it("adds the page's JSON-LD as descriptors <Meta /> writes, on the spec's structured-data paths only", () => {
    const jsonLd = (path: string) =>
      pageHead(page, 'https://civicbrief.example', path).flatMap((tag) =>
        'script:ld+json' in tag ? [tag['script:ld+json']] : [],
      );
    expect(jsonLd('/contact')).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
      expect.objectContaining({ '@type': 'ContactPage', url: 'https://civicbrief.example/contact' }),
    ]);
    expect(jsonLd('/')).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
      expect.objectContaining({ '@type': 'Organization' }),
    ]);
    expect(jsonLd('/terms-of-service')).toEqual([]);
    expect(pageHead(page, 'https://civicbrief.example', '/about')).toEqual(
      expect.arrayContaining(metaDescriptors(metaEntriesFor(page, 'https://civicbrief.example', '/about'))),
    );
  });
});
