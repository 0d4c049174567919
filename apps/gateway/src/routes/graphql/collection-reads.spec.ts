import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { readsOf } from './collection-reads';

/** The pageCollection field of a query, as a resolver's info holds it. */
const infoOf = (query: string) => {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode] };
};

describe('readsOf', () => {
  it('reads neither the count nor the JSON columns for a list of slugs', () => {
    expect(readsOf(infoOf('{ pageCollection { items { slug title } } }'))).toEqual({ total: false, bodies: false });
  });

  it('counts when total is asked, aliased or not', () => {
    expect(readsOf(infoOf('{ pageCollection { n: total items { slug } } }'))).toEqual({ total: true, bodies: false });
    expect(readsOf(infoOf('{ pageCollection { total } }'))).toEqual({ total: true, bodies: false });
  });

  it('reads the JSON columns when any body field is asked', () => {
    for (const field of ['content { block }', 'props', 'metaConfiguration { keywords { content } }']) {
      expect(readsOf(infoOf(`{ pageCollection { items { slug ${field} } } }`))).toEqual({ total: false, bodies: true });
    }
  });

  it('reads everything when fragments make the selection unclear', () => {
    expect(readsOf(infoOf('{ pageCollection { ... on PageCollection { items { slug } } } }'))).toEqual({
      total: true,
      bodies: true,
    });
    expect(readsOf(infoOf('{ pageCollection { items { ...F } } } fragment F on Page { slug }'))).toEqual({
      total: false,
      bodies: true,
    });
  });
});
