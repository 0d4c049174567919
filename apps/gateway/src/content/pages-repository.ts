import { count, eq } from 'drizzle-orm';
import {
  pages,
  pageColumns,
  type PageRow,
  checkListQuery,
  checkSlug,
  pageOrderBy,
  pageWhere,
  type PageListQuery,
  type Database,
} from '@civicbrief/gateway-db';
import { contentHash, pageValuesOf, type PageWrite } from './page-values';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

export interface PageList {
  /** NOT_COUNTED when the query's `reads` left it out. */
  total: number;
  items: PageRow[];
}

/** The total of a listing whose caller did not ask for it. */
export const NOT_COUNTED = -1;

// A listing that shows slugs and titles (the sitemap, link lists) need not read every page's JSON.
const { content: _content, props: _props, metaConfiguration: _meta, ...WITHOUT_BODIES } = pageColumns;
const EMPTY_BODIES: Pick<PageRow, 'content' | 'props' | 'metaConfiguration'> = {
  content: [],
  props: {},
  metaConfiguration: {},
};

/** The content store's only SQL: the gateway's content API, the import and the seed all go through it. */
export interface PagesRepository {
  /** Creates the page, or updates the one with this slug when what it shows differs. */
  upsertBySlug(input: PageWrite): Promise<UpsertOutcome>;
  /** A published page (or a draft too with preview), undefined when none has the slug. */
  findBySlug(slug: string, options?: { preview?: boolean }): Promise<PageRow | undefined>;
  /** One page of a filtered listing plus the number of pages matching the filter. */
  list(query: PageListQuery): Promise<PageList>;
}

export function createPagesRepository(db: Database): PagesRepository {
  return {
    upsertBySlug: (input) =>
      db.transaction(async (tx) => {
        // FOR UPDATE: two imports of the same slug at once update in turn instead of both inserting.
        const [existing] = await tx.select(pageColumns).from(pages).where(eq(pages.slug, input.slug)).for('update');
        const values = pageValuesOf(input, existing, new Date());
        if (!existing) {
          await tx.insert(pages).values({ ...values, ...(input.id ? { id: input.id } : {}) });
          return 'created';
        }
        if (contentHash(values) === contentHash(existing)) return 'unchanged';
        await tx.update(pages).set(values).where(eq(pages.id, existing.id));
        return 'updated';
      }),

    findBySlug: async (slug, options = {}) => {
      checkSlug(slug);
      const [page] = await db
        .select(pageColumns)
        .from(pages)
        .where(pageWhere({ slug }, options.preview ?? false))
        .limit(1);
      return page;
    },

    list: async (query) => {
      checkListQuery(query);
      const where = pageWhere(query.where, query.preview);
      const { total: countTotal = true, bodies = true } = query.reads ?? {};
      const [total, items] = await Promise.all([
        countTotal
          ? db
              .select({ total: count() })
              .from(pages)
              .where(where)
              .then(([row]) => row.total)
          : Promise.resolve(NOT_COUNTED),
        query.limit === 0
          ? Promise.resolve([])
          : db
              .select(bodies ? pageColumns : WITHOUT_BODIES)
              .from(pages)
              .where(where)
              .orderBy(...pageOrderBy(query.order))
              .offset(query.skip)
              .limit(query.limit)
              .then((rows) => rows.map((row): PageRow => ({ ...EMPTY_BODIES, ...row }))),
      ]);
      return { total, items };
    },
  };
}
