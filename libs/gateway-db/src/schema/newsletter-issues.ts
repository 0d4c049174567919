import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What an issue lists, section by section (the contracts' DigestIssue `sections` and `more`). */
export interface NewsletterIssueContent {
  sections: Record<string, { slug: string; title: string; description: string; date: string }[]>;
  more: Record<string, number>;
}

/**
 * A city's newsletter issue (decision 046): the pages published for the city in its period, composed once and kept
 * as composed, so its web version and every mail of it show the same. One per city and day at most.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The city's content slug: ca/santa-clara-county/saratoga. */
    citySlug: text('city_slug').notNull(),
    /** The issue's day (UTC), part of its web address. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The period it covers: after periodStart, up to and with periodEnd. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<NewsletterIssueContent>().notNull(),
    /** Items listed, all sections together. */
    items: integer('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_issues_city_date_idx').on(table.citySlug, table.issueDate),
    // A city's list, newest first, and the composer's "last issue of this city".
    index('newsletter_issues_city_recent_idx').on(table.citySlug, sql`${table.issueDate} desc`),
  ],
);
