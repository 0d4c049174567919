import { buildSchema, isObjectType } from 'graphql';
import { CONTENT_MAX_LIMIT, contentTypeDefs } from '../../index';

describe('content SDL', () => {
  const schema = buildSchema(contentTypeDefs);

  it('is a valid schema with the collection and the page lookup', () => {
    const query = schema.getQueryType();
    expect(query?.getFields()['pageCollection'].args.map((a) => a.name)).toEqual([
      'preview',
      'where',
      'order',
      'skip',
      'limit',
    ]);
    expect(query?.getFields()['page'].args.map((a) => a.name)).toEqual(['slug', 'preview']);
  });

  it('returns listings as total, skip, limit and items with sys dates and meta configuration', () => {
    const collection = schema.getType('PageCollection');
    const page = schema.getType('Page');
    expect(isObjectType(collection) && Object.keys(collection.getFields())).toEqual([
      'total',
      'skip',
      'limit',
      'items',
    ]);
    expect(isObjectType(page) && Object.keys(page.getFields())).toEqual(
      expect.arrayContaining(['id', 'title', 'slug', 'sys', 'metaConfiguration', 'content', 'props']),
    );
    expect(CONTENT_MAX_LIMIT).toBe(1000);
  });
});
