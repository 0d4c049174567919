import { PageImportInput } from '../../index';

describe('PageImportInput', () => {
  it('normalises comma lists and applies defaults', () => {
    const page = PageImportInput.parse({
      slug: 'articles/budget-2026',
      title: 'Budget 2026',
      tags: 'article, news',
      keywords: 'Budget,City',
    });
    expect(page).toMatchObject({
      tags: ['article', 'news'],
      keywords: ['Budget', 'City'],
      domain: 'gov',
      status: 'published',
      blocks: [],
    });
  });

  it('names the field that is wrong', () => {
    const result = PageImportInput.safeParse({ slug: 'Bad Slug!', title: '', status: 'live', publishedAt: 'someday' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['slug', 'title', 'status', 'publishedAt']));
    expect(result.error?.issues.find((i) => i.path[0] === 'status')?.message).toBe(
      "status must be 'published' or 'draft'",
    );
  });

  it('accepts blocks with props', () => {
    const page = PageImportInput.parse({
      slug: 'about',
      title: 'About',
      blocks: [{ block: 'Hero', props: { heading: 'Hi' } }],
    });
    expect(page.blocks).toEqual([{ block: 'Hero', props: { heading: 'Hi' } }]);
  });
});
