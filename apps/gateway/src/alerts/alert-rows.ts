import type { AlertCreateInput, AlertSummary } from '@civicbrief/contracts';
import { alerts, type AlertRow, type Database } from '@civicbrief/gateway-db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../intake/identity';
import { ALERT_CONFIRM_HOURS } from './links';

// The alerts table's reads and locks that the service's calls share.

type AlertSearch = AlertCreateInput['search'];

export function alertSummary(row: AlertRow): AlertSummary {
  return {
    id: row.id,
    q: row.query,
    state: row.state,
    city: row.city,
    type: row.meetingType,
    from: row.fromDate,
    to: row.toDate,
    frequency: row.frequency,
    status: row.status as AlertSummary['status'],
  };
}

/** The same saved search of the same address is the same alert. */
export const sameSearch = (email: string, search: AlertSearch) =>
  and(
    eq(alerts.email, email),
    eq(alerts.query, search.q),
    sql`${alerts.state} is not distinct from ${search.state ?? null}`,
    sql`${alerts.city} is not distinct from ${search.city ?? null}`,
    sql`${alerts.meetingType} is not distinct from ${search.type ?? null}`,
    sql`${alerts.fromDate} is not distinct from ${search.from ?? null}::date`,
    sql`${alerts.toDate} is not distinct from ${search.to ?? null}::date`,
  );

/** A pending alert whose confirm link has expired (ALERT_CONFIRM_HOURS): it counts for nothing, and is deleted. */
export const expiredPending = sql`(${alerts.status} = 'pending' and ${alerts.createdAt} <= now() - ${ALERT_CONFIRM_HOURS}::integer * interval '1 hour')`;

/** Active alerts of an address: what ALERTS_PER_ADDRESS counts. Pending ones never block them. */
export async function activeCount(tx: Tx, email: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(alerts)
    .where(and(eq(alerts.email, email), eq(alerts.status, 'active')));
  return row.count;
}

export async function lockAlert(tx: Tx, id: string): Promise<AlertRow | undefined> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
  return row;
}

/** Every alert of the address, oldest first. */
export function alertsOf(db: Database, email: string): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.email, email)).orderBy(asc(alerts.createdAt), asc(alerts.id));
}
