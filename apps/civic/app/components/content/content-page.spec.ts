import { ContentError, type ContentPage } from '@civicbrief/content-client';
import { findTaggedPage, headingsUnderTitle } from './content-page.server';

const page = (tags: string[]): ContentPage => ({
  id: 'x',
  title: 'New bike lanes',
  slug: 'ca/articles/new-bike-lanes',
  tags,
  keywords: ['Transit'],
  category: 'Transit',
  description: null,
  firstPublishedAt: null,
  publishedAt: null,
  content: [],
  props: null,
  markdown: '##### Plans\n\n###### Routes\n\nAlong <script>alert(1)</script> the river.',
});

const thrownStatus = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  return error instanceof Response ? error.status : error;
};

describe('findTaggedPage', () => {
  it('renders the markdown sanitized, with h5/h6 moved to h2/h3, and its table of contents', async () => {
    const shown = await findTaggedPage(
      { pageBySlug: async () => page(['article']) },
      'ca/articles/new-bike-lanes',
      'article',
    );
    expect(shown.html).toContain('<h2 id="user-content-plans">Plans</h2>');
    expect(shown.html).toContain('<h3 id="user-content-routes">Routes</h3>');
    expect(shown.html).not.toContain('<script');
    expect(shown.toc).toEqual([
      { id: 'user-content-plans', title: 'Plans', items: [{ id: 'user-content-routes', title: 'Routes' }] },
    ]);
  });

  it('404s for a missing page and for a page of another kind', async () => {
    expect(await thrownStatus(findTaggedPage({ pageBySlug: async () => null }, 'x', 'article'))).toBe(404);
    expect(await thrownStatus(findTaggedPage({ pageBySlug: async () => page(['resource']) }, 'x', 'article'))).toBe(
      404,
    );
  });

  it('answers 503 when the content API fails', async () => {
    const failing = async () => {
      throw new ContentError('Something went wrong', { kind: 'network', operation: 'PageBySlug', cause: null });
    };
    expect(await thrownStatus(findTaggedPage({ pageBySlug: failing }, 'x', 'article'))).toBe(503);
  });
});

describe('headingsUnderTitle', () => {
  it('leaves other headings and text alone', () => {
    expect(headingsUnderTitle('<h2>a</h2><p>h5</p><h6 id="b">b</h6>')).toBe('<h2>a</h2><p>h5</p><h3 id="b">b</h3>');
  });
});
