import { EMAIL_PATTERN } from '@civicbrief/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '@civicbrief/gateway-db';

/** A database transaction (what db.transaction hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Emails are stored and compared lowercased: one person, one subscriber, one lead per address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person id; anything else is compared as an email (a uuid column would reject other text). */
export const isUuid = (value: string): boolean => UUID.test(value);

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * `(xmax = 0)` in the RETURNING of an INSERT ... ON CONFLICT DO UPDATE: true when the row was inserted,
 * false when an existing row took the conflict path (PostgreSQL marks that row version with the locker).
 */
export const wasInserted = sql<boolean>`(xmax = 0)`;
