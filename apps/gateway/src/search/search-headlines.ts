import {
  searchKinds,
  searchMeetingTypes,
  type SearchHit,
  type SearchKind,
  type SearchMeetingType,
} from '@civicbrief/contracts';
import { pages, type Database } from '@civicbrief/gateway-db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { MARK_END, MARK_OPTIONS, MARK_START, markedParts } from './marked-text';
import { SEARCH_CONFIG } from './search-conditions';

const config = sql.raw(`'${SEARCH_CONFIG}'`);

/** Two fragments of about 12-30 words around the matches; the start of the text when only the title matched. */
const SNIPPET_OPTIONS = `${MARK_OPTIONS}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${MARK_OPTIONS}, HighlightAll=true`;

/**
 * The block strings a snippet may quote: the human-readable ones, not links, paths or bare ISO dates (a bound
 * jsonpath, so nothing here is SQL).
 */
const READABLE_BLOCK_STRINGS =
  'strict $[*].props.** ? (@.type() == "string" && !(@ like_regex "^(/|https?:|[0-9]{4}-[0-9]{2}-[0-9]{2}$)"))';

/** Markdown's link targets and markup characters, dropped from a snippet's text. */
const MARKUP = '\\]\\([^)]*\\)|[*_#>`|~\\[\\]]+';

/** Removes the mark characters from a text, so content can never forge a mark. */
const unmarked = (text: SQL) => sql`translate(${text}, ${MARK_START + MARK_END}, '')`;

/**
 * A page's readable text, only for the headlines of one page of results: its description, its markdown without the
 * markup characters and link targets, then its blocks' readable strings.
 */
const pageText = unmarked(
  sql`regexp_replace(concat_ws(' … ', ${pages.metaConfiguration} #>> '{description,content}', ${pages.props} ->> 'content',
    (select string_agg(value #>> '{}', ' ') from jsonb_path_query(${pages.content}, ${READABLE_BLOCK_STRINGS}::jsonpath) as value)),
    ${MARKUP}, ' ', 'g')`,
);

const kindOf = (tags: readonly string[]): SearchKind | null =>
  (Object.keys(searchKinds) as SearchKind[]).find((kind) => tags.includes(kind)) ?? null;
const meetingTypeOf = (tags: readonly string[]): SearchMeetingType | null =>
  (Object.keys(searchMeetingTypes) as SearchMeetingType[]).find((type) => tags.includes(type)) ?? null;

/** The hits of one page of results, in `ranked`'s order, with their marked titles and snippets. */
export async function headlinedHits(db: Database, tsQuery: SQL, ranked: { id: string }[]): Promise<SearchHit[]> {
  // The headlines are costly: for this page's rows only.
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      tags: pages.tags,
      firstPublishedAt: pages.firstPublishedAt,
      title: sql<string>`ts_headline(${config}, ${unmarked(sql`${pages.title}`)}, ${tsQuery}, ${TITLE_OPTIONS})`,
      snippet: sql<string>`ts_headline(${config}, ${pageText}, ${tsQuery}, ${SNIPPET_OPTIONS})`,
    })
    .from(pages)
    .where(
      inArray(
        pages.id,
        ranked.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id }): SearchHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        slug: row.slug,
        title: markedParts(row.title),
        snippet: markedParts(row.snippet),
        kind: kindOf(row.tags),
        meetingType: meetingTypeOf(row.tags),
        publishedAt: row.firstPublishedAt ? new Date(row.firstPublishedAt).toISOString() : null,
      },
    ];
  });
}
