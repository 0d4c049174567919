import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const digestFrequencies = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];
/** Why the newsletter stopped mailing an address on its own (decision 046). */
export const suppressionReasons = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * People the marketing service knows (the entityCreate "identify" call), one per email (stored
 * lowercased). Their id is the subscriber identifier in `?id=` links (RSVP, surveys, onboarding).
 */
export const people = pgTable('people', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  city: text('city'),
  county: text('county'),
  state: text('state'),
  locationObjectId: text('location_object_id'),
  unsubscribed: boolean('unsubscribed').notNull().default(false),
  /** Every attribute of the last identify call, as sent. */
  attributes: jsonb('attributes').notNull().default({}),
  ...timestamps,
});

/** Newsletter subscriptions: one per email and city (spec §3 "Newsletter subscriber"). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    city: text('city').notNull(),
    county: text('county').notNull(),
    state: text('state').notNull(),
    /** The page the subscription was sent from. */
    source: text('source'),
    /** pending (waiting for the double opt-in click), active, or unsubscribed. */
    status: text('status').notNull().default('active'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** How often the city's newsletter issues are mailed to this subscriber (decision 046): weekly unless chosen. */
    digestFrequency: text('digest_frequency', { enum: digestFrequencies }).notNull().default('weekly'),
    /** When this subscription's issues were last queued in a mail; the next mail lists the issues since. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /**
     * Why mail to the address stopped without its owner's click (decision 046): a mail system refused it for good
     * (`bounce`) or its owner reported a mail as spam (`complaint`); null otherwise.
     */
    suppressed: text('suppressed', { enum: suppressionReasons }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('subscribers_email_city_state_idx').on(table.email, table.city, table.state),
    index('subscribers_status_idx').on(table.status),
    check('subscribers_digest_frequency_check', sql`${table.digestFrequency} in ('daily', 'weekly', 'off')`),
    check('subscribers_suppressed_check', sql`${table.suppressed} in ('bounce', 'complaint')`),
    // The newsletter's queue reads the active subscriptions mailbox by mailbox (keyset pagination, decision 046).
    index('subscribers_active_mailbox_idx')
      .on(sql`lower(${table.email})`, table.id)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** Onboarding requests from public officials and real-estate demo leads; one per kind and email. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** onboarding or real-estate. */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    company: text('company'),
    city: text('city'),
    county: text('county'),
    state: text('state'),
    source: text('source'),
    ...timestamps,
  },
  (table) => [uniqueIndex('leads_kind_email_idx').on(table.kind, table.email)],
);

/** Requests for a city we do not cover yet; the same request again only raises its count. */
export const cityRequests = pgTable(
  'city_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    email: text('email'),
    /** lowercased name | state | email: what makes two requests the same one. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    requestCount: integer('request_count').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('city_requests_state_name_idx').on(table.state, table.name)],
);

/** Named events about a person (RSVP, survey follow-ups); an identical event sent again is stored once. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id or email the caller named the person by. */
    identifier: text('identifier').notNull(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_person_id_idx').on(table.personId)],
);

/**
 * The mailbox an address reaches, for counting what one mailbox is sent: lower case, and the local part's
 * `+tag` dropped (`Ada+news@Example.org` -> `ada@example.org`), so plus-address and case variants share one
 * daily cap of confirmation mails. Only a counting key: addresses are stored as typed. SQL,
 * so the outbox index below and the counts use the very same expression (the regex stays literal text, never
 * a parameter, or the planner could not match the index).
 */
export const mailboxOf = (address: SQL) => sql`lower(regexp_replace(${address}, '^([^@+]+)\\+[^@]*@', '\\1@'))`;

/**
 * The transactional outbox: a row is written in the same transaction as the record it is about and
 * delivered afterwards by the worker (the marketing provider's Track API, or email). The idempotency
 * key travels with every attempt, so a redelivery after a crash is recognised by the receiver.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** track (marketing provider call), email, crm-form (a demo request for the CRM's form) or sales-mail (decision 029). */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    /** pending, delivered or dead (gave up after the last try). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's rows become due again afterwards. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Names the claim that holds the lease: an outcome is recorded only under the claim's own token. */
    leaseToken: uuid('lease_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_status_idx').on(table.status),
    // The confirmation mails one mailbox was sent lately (the daily limit per mailbox), newsletter and alerts.
    index('outbox_mailbox_idx')
      .on(mailboxOf(sql`(${table.payload} ->> 'to')`), table.createdAt)
      .where(sql`${table.kind} in ('email', 'alert-mail')`),
  ],
);

export type PersonRow = typeof people.$inferSelect;
export type SubscriberRow = typeof subscribers.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type CityRequestRow = typeof cityRequests.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
