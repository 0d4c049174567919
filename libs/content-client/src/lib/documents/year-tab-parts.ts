/**
 * GraphQL text the year-tab documents share. `gql` parses an interpolated string with the rest of the document, so a
 * document built with these is the one written out in full, and so is the query it sends.
 */

/** The variables of one page of a year tab: `PublishedBetween` and `Paging`, four to a page. */
export const yearTabPageVariables = `
    $from: DateTime!
    $to: DateTime!
    $skip: Int = 0
    $limit: Int = 4
`;

/**
 * A city's meeting summaries (`$citySlug`) first published from `from` (inclusive) to `to` (exclusive), newest
 * first: a year tab's, read alone (RecentSummariesInYear) or with the rest of the city page (CityPage).
 */
export const citySummariesBetween = (from: string, to: string) => `
      where: {
        slug_contains: $citySlug
        tags_contains_some: ["meeting-summary"]
        firstPublishedAt_gte: ${from}
        firstPublishedAt_lt: ${to}
      }
      order: [firstPublishedAt_DESC]
`;
