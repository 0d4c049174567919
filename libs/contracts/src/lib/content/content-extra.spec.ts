import { ContentExtraQuery, ContentExtraResult } from '../../index';

describe('ContentExtraQuery', () => {
  it('requires a slug', () => {
    expect(ContentExtraQuery.parse({ slug: ' ai-policy-resources/guide ' })).toEqual({
      slug: 'ai-policy-resources/guide',
    });
    expect(ContentExtraQuery.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['slug'],
      message: 'slug is required',
    });
    expect(ContentExtraQuery.safeParse({ slug: '  ' }).error?.issues[0].message).toBe('slug is required');
  });
});

describe('ContentExtraResult', () => {
  it('is the markdown under props.content', () => {
    expect(ContentExtraResult.parse({ props: { content: '# Guide' } })).toEqual({ props: { content: '# Guide' } });
    expect(ContentExtraResult.safeParse({ props: {} }).success).toBe(false);
  });
});
