/** A table-of-contents entry: an h6 section. */
export interface TocItem {
  id: string;
  title: string;
}

/** An h5 topic with its h6 sections; sections before the first h5 form a group with null id and title. */
export interface TocGroup {
  id: string | null;
  title: string | null;
  items: TocItem[];
}

/** The part of a hast node the table of contents reads. */
export interface TocNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TocNode[];
}

function textOf(node: TocNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function headingsOf(node: TocNode, found: TocNode[] = []): TocNode[] {
  if (node.type === 'element' && (node.tagName === 'h5' || node.tagName === 'h6')) {
    found.push(node);
    return found;
  }
  for (const child of node.children ?? []) headingsOf(child, found);
  return found;
}

/** The h5/h6 outline of a (sanitized) hast tree, in document order. */
export function collectToc(tree: TocNode): TocGroup[] {
  const groups: TocGroup[] = [];
  for (const heading of headingsOf(tree)) {
    const id = typeof heading.properties?.['id'] === 'string' ? heading.properties['id'] : '';
    const title = textOf(heading).trim();
    if (heading.tagName === 'h5') {
      groups.push({ id, title, items: [] });
      continue;
    }
    if (groups.length === 0) groups.push({ id: null, title: null, items: [] });
    groups[groups.length - 1].items.push({ id, title });
  }
  return groups;
}
