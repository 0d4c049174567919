import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** People who can sign in (dashboard). Emails are stored lowercased, so the unique index is case-insensitive. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  // scrypt$<params>$<salt>$<hash>: the parameters travel with each hash (src/accounts/password.ts).
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions. The id is the SHA-256 of the random token in the browser's cookie: a leaked
 * table does not give working cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** A user's saved cities (spec §4 "Saved location"); slug is the city path without its leading slash. */
export const savedLocations = pgTable(
  'saved_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    county: text('county').notNull(),
    state: text('state').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_locations_user_slug_idx').on(table.userId, table.slug)],
);

export type UserRow = typeof users.$inferSelect;
export type SavedLocationRow = typeof savedLocations.$inferSelect;
