import { randomUUID } from 'node:crypto';
import { ALERTS_PER_ADDRESS, type AlertCreateInput, type AlertFrequency, type AlertStatusResult, type AlertSummary } from '@civicbrief/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alerts, outbox, type AlertRow, type Database } from '@civicbrief/gateway-db';
import { lockAddress } from '../newsletter/confirmation-mails';
import { enqueue } from '../outbox/enqueue';
import { normalizeEmail, type Tx } from '../intake/identity';

/** A pending alert whose confirmation link has expired (a week) no longer counts, and is deleted. */
export const PENDING_ALERT_DAYS = 7;
/** New alerts one address may make in 24 hours (each sends a confirmation mail, within the daily mail limit). */
export const ALERT_CREATIONS_PER_DAY = 20;

export interface AlertOptions {
  /** Confirmation mails one address may be sent in 24 hours (CONFIRMATION_MAILS_PER_DAY). */
  confirmationMailsPerDay: number;
}

export type CreateAlertResult = { ok: true; id: string; mailLimitReached: boolean } | { ok: false; reason: 'too-many-alerts' | 'too-many-today' };

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
const sameSearch = (email: string, search: AlertCreateInput['search']) =>
  and(
    eq(alerts.email, email),
    eq(alerts.query, search.q),
    sql`${alerts.state} is not distinct from ${search.state ?? null}`,
    sql`${alerts.city} is not distinct from ${search.city ?? null}`,
    sql`${alerts.meetingType} is not distinct from ${search.type ?? null}`,
    sql`${alerts.fromDate} is not distinct from ${search.from ?? null}::date`,
    sql`${alerts.toDate} is not distinct from ${search.to ?? null}::date`,
  );

/** Alerts that count against the address's limit: active ones, and pending ones whose link still works. */
const live = sql`(${alerts.status} = 'active' or (${alerts.status} = 'pending' and ${alerts.createdAt} > now() - ${PENDING_ALERT_DAYS}::integer * interval '1 day'))`;

/** Queues the confirmation mail unless the address had `perDay` of them (alerts' own) in the last 24 hours. */
async function queueConfirmation(tx: Tx, alertId: string, email: string, perDay: number): Promise<boolean> {
  const [sent] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'alert-mail'),
        sql`${outbox.payload} ->> 'template' = 'alert-confirm'`,
        sql`${outbox.payload} ->> 'to' = ${email}`,
        sql`${outbox.createdAt} > now() - interval '1 day'`,
      ),
    );
  if (sent.count >= perDay) return false;
  await enqueue(tx, `alert-confirm:${alertId}:${randomUUID()}`, { kind: 'alert-mail', payload: { template: 'alert-confirm', alertId, to: email } });
  return true;
}

async function lockAlert(tx: Tx, id: string): Promise<AlertRow | undefined> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('update');
  return row;
}

/**
 * Topic alerts over our database: create (double opt-in: a pending alert and its confirmation mail in one
 * transaction), and what the signed links do (confirm, one-click unsubscribe, manage). Inputs are validated.
 */
export function createAlertsService(db: Database, options: AlertOptions) {
  return {
    /**
     * A new alert is pending with a confirmation mail queued. The same search again from the same address is
     * the same alert: pending, it gets another mail (within the daily limit) and the new frequency; unsubscribed,
     * it is pending again; active, nothing changes. At most ALERTS_PER_ADDRESS live alerts per address and
     * ALERT_CREATIONS_PER_DAY new ones a day. Decided under the address's lock, so concurrent calls queue.
     */
    create(input: AlertCreateInput): Promise<CreateAlertResult> {
      const email = normalizeEmail(input.email);
      const { search } = input;
      return db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const [existing] = await tx.select().from(alerts).where(sameSearch(email, search)).limit(1);
        if (existing?.status === 'active') return { ok: true, id: existing.id, mailLimitReached: false };
        const [counts] = await tx
          .select({
            live: sql<number>`(count(*) filter (where ${live}))::integer`,
            today: sql<number>`(count(*) filter (where ${alerts.createdAt} > now() - interval '1 day'))::integer`,
          })
          .from(alerts)
          .where(eq(alerts.email, email));
        // A pending alert asked for again is already counted; an unsubscribed one comes back as a new one.
        if (existing?.status !== 'pending') {
          if (counts.live >= ALERTS_PER_ADDRESS) return { ok: false, reason: 'too-many-alerts' };
          if (counts.today >= ALERT_CREATIONS_PER_DAY) return { ok: false, reason: 'too-many-today' };
        }
        if (existing) {
          await tx
            .update(alerts)
            .set({ status: 'pending', frequency: input.frequency, createdAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(alerts.id, existing.id));
          const queued = await queueConfirmation(tx, existing.id, email, options.confirmationMailsPerDay);
          return { ok: true, id: existing.id, mailLimitReached: !queued };
        }
        const [row] = await tx
          .insert(alerts)
          .values({
            email,
            query: search.q,
            state: search.state ?? null,
            city: search.city ?? null,
            meetingType: search.type ?? null,
            fromDate: search.from ?? null,
            toDate: search.to ?? null,
            frequency: input.frequency,
            source: input.source ?? null,
          })
          .returning({ id: alerts.id });
        const queued = await queueConfirmation(tx, row.id, email, options.confirmationMailsPerDay);
        return { ok: true, id: row.id, mailLimitReached: !queued };
      });
    },

    async find(id: string): Promise<AlertSummary | null> {
      const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
      return row ? alertSummary(row) : null;
    },

    /** pending (or unsubscribed: the latest explicit choice wins) -> active; from now on its matches are mailed. */
    confirm(id: string): Promise<AlertStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockAlert(tx, id);
        if (!row) return null;
        if (row.status === 'active') return { status: 'active', changed: false };
        await tx
          .update(alerts)
          .set({ status: 'active', confirmedAt: sql`now()`, unsubscribedAt: null, lastDigestAt: null, updatedAt: sql`now()` })
          .where(eq(alerts.id, id));
        return { status: 'active', changed: true };
      });
    },

    /** -> unsubscribed: nothing more is sent for this alert, queued mails included (the deliverer reads the status). */
    unsubscribe(id: string): Promise<AlertStatusResult | null> {
      return db.transaction(async (tx) => {
        const row = await lockAlert(tx, id);
        if (!row) return null;
        if (row.status === 'unsubscribed') return { status: 'unsubscribed', changed: false };
        await tx
          .update(alerts)
          .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(alerts.id, id));
        return { status: 'unsubscribed', changed: true };
      });
    },

    /** Every alert of the address behind `id` (the manage link's alert), oldest first; null when that alert is gone. */
    async listFor(id: string): Promise<{ email: string; alerts: AlertSummary[] } | null> {
      const [owner] = await db.select({ email: alerts.email }).from(alerts).where(eq(alerts.id, id));
      if (!owner) return null;
      const rows = await db.select().from(alerts).where(eq(alerts.email, owner.email)).orderBy(asc(alerts.createdAt), asc(alerts.id));
      return { email: owner.email, alerts: rows.map(alertSummary) };
    },

    /**
     * Changes how often one alert of the link's address is sent, or deletes it (its matches go with it). An
     * alert of another address is not found. Answers the address's alerts afterwards.
     */
    async change(linkAlertId: string, target: { alertId: string } & ({ action: 'update'; frequency: AlertFrequency } | { action: 'delete' })) {
      const [owner] = await db.select({ email: alerts.email }).from(alerts).where(eq(alerts.id, linkAlertId));
      if (!owner) return null;
      const mine = and(eq(alerts.id, target.alertId), eq(alerts.email, owner.email));
      const changed =
        target.action === 'delete'
          ? await db.delete(alerts).where(mine).returning({ id: alerts.id })
          : await db
              .update(alerts)
              .set({ frequency: target.frequency, updatedAt: sql`now()` })
              .where(mine)
              .returning({ id: alerts.id });
      const rows = await db.select().from(alerts).where(eq(alerts.email, owner.email)).orderBy(asc(alerts.createdAt), asc(alerts.id));
      return { found: changed.length > 0, email: owner.email, alerts: rows.map(alertSummary) };
    },

    /** Pending alerts whose confirmation link has expired: deleted (they never sent anything). */
    async dropExpiredPending(): Promise<number> {
      const expired = await db
        .delete(alerts)
        .where(and(inArray(alerts.status, ['pending']), sql`${alerts.createdAt} < now() - ${PENDING_ALERT_DAYS}::integer * interval '1 day'`))
        .returning({ id: alerts.id });
      return expired.length;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
