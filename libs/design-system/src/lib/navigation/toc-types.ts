/** An h6 section of a long markdown document. */
export interface TocEntry {
  id: string;
  title: string;
}

/**
 * An h5 topic with its h6 sections: the shape `renderMarkdown` of @civicbrief/content-client returns.
 * Sections before the first h5 form a group whose id and title are null.
 */
export interface TocSection {
  id: string | null;
  title: string | null;
  items: readonly TocEntry[];
}

/** Sticky offsets of the spec (§9): below the navbar on small screens and on large ones. */
export const TOC_STICKY_OFFSET = { mobile: 80, desktop: 100 } as const;

export const groupKey = (group: TocSection, index: number) => group.id ?? `toc-group-${index}`;

/** A topic's sections; a topic without any is itself the entry to jump to. */
export const entriesOf = (group: TocSection): readonly TocEntry[] =>
  group.items.length === 0 && group.id && group.title ? [{ id: group.id, title: group.title }] : group.items;
