import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pages } from './pages';

export const alertFrequencies = ['immediate', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * Topic alerts (decision 036): a saved search (the words and the search page's filters) and the
 * address that gets its matches, confirmed by a click in a mail (double opt-in) before anything is sent.
 * pending -> active -> unsubscribed (the one-click link); the manage page deletes rows, erasure too.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull(),
    /** The search's words, as websearch_to_tsquery('english', …) reads them (at most 200 characters). */
    query: text('query').notNull(),
    /** The search's filters; null is "any". */
    state: text('state'),
    city: text('city'),
    meetingType: text('meeting_type'),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    /** pending (waiting for the confirmation click), active or unsubscribed. */
    status: text('status').notNull().default('pending'),
    /** The page the alert was made from. */
    source: text('source'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the last digest was queued (daily and weekly alerts); the next is due a day or a week later. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('alerts_frequency_check', sql`${table.frequency} in ('immediate', 'daily', 'weekly')`),
    check('alerts_status_check', sql`${table.status} in ('pending', 'active', 'unsubscribed')`),
    index('alerts_email_idx').on(table.email),
    // The matcher reads the active alerts in id order, a batch at a time.
    index('alerts_active_idx')
      .on(table.id)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * A page an alert matched. UNIQUE(alert_id, page_id): an alert is never sent twice for a page, whatever
 * runs again. `delivery_key` is the outbox row that carries it (set in the transaction that queues the
 * mail: the match itself for an immediate alert, the digest for the others); null means not yet sent.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    deliveryKey: text('delivery_key'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_matches_alert_page_idx').on(table.alertId, table.pageId),
    index('alert_matches_delivery_idx').on(table.deliveryKey),
    // The digest scheduler's question: which alerts have matches not yet sent.
    index('alert_matches_unsent_idx')
      .on(table.alertId)
      .where(sql`${table.deliveryKey} is null`),
  ],
);

/**
 * The published pages the matcher has taken (each once: an edit or a re-import of a page already seen
 * is not news), and the high-water mark it reads new ones from.
 */
export const alertSeenPages = pgTable('alert_seen_pages', {
  pageId: text('page_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per cursor (name 'pages'): the updated_at of the newest page the matcher has read. */
export const alertCursors = pgTable('alert_cursors', {
  name: text('name').primaryKey(),
  mark: timestamp('mark', { withTimezone: true }).notNull(),
});

export type AlertRow = typeof alerts.$inferSelect;
export type AlertMatchRow = typeof alertMatches.$inferSelect;
