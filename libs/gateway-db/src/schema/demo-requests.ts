import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Demo requests from the marketing site's contact forms, basic and extended (decision 029). The
 * database is their record; the outbox delivers each to the CRM's form and to the sales inbox. The same
 * request sent again (same fields, same page) is the same row.
 */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the request's canonical JSON (email lowercased): what makes two submissions the same one. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** basic or extended. */
    formName: text('form_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    industry: text('industry').notNull(),
    phone: text('phone'),
    /** Only for a Real Estate Firm. */
    region: text('region'),
    website: text('website').notNull(),
    /** The extended form's answers (regions__msas__markets, cities_counties_covered, ...), as sent. */
    answers: jsonb('answers').notNull().default({}),
    /** The page the form was sent from. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_requests_email_idx').on(table.email)],
);

export type DemoRequestRow = typeof demoRequests.$inferSelect;
