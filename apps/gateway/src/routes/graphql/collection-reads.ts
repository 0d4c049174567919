import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** The field names of a selection, or null when it uses fragments (then everything is read). */
function fieldNames(selectionSet: SelectionSetNode | undefined): Map<string, SelectionSetNode | undefined> | null {
  const fields = new Map<string, SelectionSetNode | undefined>();
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind !== 'Field') return null;
    fields.set(selection.name.value, selection.selectionSet);
  }
  return fields;
}

const BODY_FIELDS = ['content', 'props', 'metaConfiguration'];

/** What a pageCollection selection reads: the count only when `total` is asked, the JSON columns only when a body field is. */
export function readsOf(info: Pick<GraphQLResolveInfo, 'fieldNodes'>): { total: boolean; bodies: boolean } {
  const [node, ...others] = info.fieldNodes;
  const collection = others.length === 0 ? fieldNames(node?.selectionSet) : null;
  if (!collection) return { total: true, bodies: true };
  const items = collection.has('items') ? fieldNames(collection.get('items')) : new Map();
  return { total: collection.has('total'), bodies: !items || BODY_FIELDS.some((field) => items.has(field)) };
}
