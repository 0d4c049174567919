import { randomUUID } from 'node:crypto';
import {
  ALERTS_PER_ADDRESS,
  type AlertCreateInput,
  type AlertFrequency,
  type AlertStatusResult,
  type AlertSummary,
} from '@civicbrief/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alerts, outbox, type AlertRow, type Database } from '@civicbrief/gateway-db';
import { lockAddress, toMailbox } from '../newsletter/confirmation-mails';
import { ALERT_CONFIRM_HOURS } from './links';
import { enqueue } from '../outbox/enqueue';
import { normalizeEmail, type Tx } from '../intake/identity';

/** Pending (unconfirmed) alerts one address may have at once; one more replaces the oldest (decision 036). */
export const PENDING_ALERTS_PER_ADDRESS = 10;

export interface AlertOptions {
  /** Confirmation mails one mailbox may be sent in 24 hours (CONFIRMATION_MAILS_PER_DAY). */
  confirmationMailsPerDay: number;
}

export type CreateAlertResult =
  { ok: true; id: string; mailLimitReached: boolean } | { ok: false; reason: 'too-many-alerts' };
/** What a confirm click did: the status afterwards; refused when the address has its most confirmed alerts; null when gone. */
export type ConfirmAlertResult = AlertStatusResult | { refused: 'too-many-alerts' } | null;

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

/** A pending alert whose confirm link has expired (ALERT_CONFIRM_HOURS): it counts for nothing, and is deleted. */
const expiredPending = sql`(${alerts.status} = 'pending' and ${alerts.createdAt} <= now() - ${ALERT_CONFIRM_HOURS}::integer * interval '1 hour')`;

/** Active alerts of an address: what ALERTS_PER_ADDRESS counts. Pending ones never block them. */
async function activeCount(tx: Tx, email: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(alerts)
    .where(and(eq(alerts.email, email), eq(alerts.status, 'active')));
  return row.count;
}

/**
 * Makes room for one more pending alert of the address: its expired pending alerts go, and while it still has
 * PENDING_ALERTS_PER_ADDRESS pending ones, the oldest of them, so whoever fills the address with unconfirmed
 * alerts never keeps its owner from asking for one (decision 036).
 */
async function roomForPending(tx: Tx, email: string): Promise<void> {
  await tx.delete(alerts).where(and(eq(alerts.email, email), expiredPending));
  const pending = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.email, email), eq(alerts.status, 'pending')))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  const oldest = pending.slice(PENDING_ALERTS_PER_ADDRESS - 1).map((row) => row.id);
  if (oldest.length > 0) await tx.delete(alerts).where(inArray(alerts.id, oldest));
}

/** Queues the confirmation mail unless the mailbox had `perDay` of them (alerts' own) in the last 24 hours. */
async function queueConfirmation(tx: Tx, alertId: string, email: string, perDay: number): Promise<boolean> {
  const [sent] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'alert-mail'),
        sql`${outbox.payload} ->> 'template' = 'alert-confirm'`,
        toMailbox(email),
        sql`${outbox.createdAt} > now() - interval '1 day'`,
      ),
    );
  if (sent.count >= perDay) return false;
  await enqueue(tx, `alert-confirm:${alertId}:${randomUUID()}`, {
    kind: 'alert-mail',
    payload: { template: 'alert-confirm', alertId, to: email },
  });
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
     * the same alert: pending, it gets another mail (within the daily limit), the new frequency and a new life;
     * unsubscribed, it is pending again; active, nothing changes. At most ALERTS_PER_ADDRESS active alerts per
     * address (a new one is refused while there are that many), and PENDING_ALERTS_PER_ADDRESS pending ones: one
     * more replaces the oldest, and a pending alert lives ALERT_CONFIRM_HOURS. Decided under the mailbox's lock,
     * so concurrent calls queue.
     */
    create(input: AlertCreateInput): Promise<CreateAlertResult> {
      const email = normalizeEmail(input.email);
      const { search } = input;
      return db.transaction(async (tx) => {
        await lockAddress(tx, email);
        const [existing] = await tx.select().from(alerts).where(sameSearch(email, search)).limit(1);
        if (existing?.status === 'active') return { ok: true, id: existing.id, mailLimitReached: false };
        if ((await activeCount(tx, email)) >= ALERTS_PER_ADDRESS) return { ok: false, reason: 'too-many-alerts' };
        if (existing?.status === 'pending') {
          await tx
            .update(alerts)
            .set({ frequency: input.frequency, createdAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(alerts.id, existing.id));
          const queued = await queueConfirmation(tx, existing.id, email, options.confirmationMailsPerDay);
          return { ok: true, id: existing.id, mailLimitReached: !queued };
        }
        // A new pending alert, or an unsubscribed one pending again.
        await roomForPending(tx, email);
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

    /**
     * pending (or unsubscribed: the latest explicit choice wins) -> active; from now on its matches are mailed. A
     * pending alert past its life is gone (deleted); an address with ALERTS_PER_ADDRESS active alerts confirms no
     * more. The mailbox's lock first, as create() takes it, then the alert's row.
     */
    confirm(id: string): Promise<ConfirmAlertResult> {
      return db.transaction(async (tx) => {
        const [owner] = await tx.select({ email: alerts.email }).from(alerts).where(eq(alerts.id, id));
        if (!owner) return null;
        await lockAddress(tx, owner.email);
        const row = await lockAlert(tx, id);
        if (!row) return null;
        if (row.status === 'active') return { status: 'active', changed: false };
        const [expired] = await tx
          .delete(alerts)
          .where(and(eq(alerts.id, id), expiredPending))
          .returning({ id: alerts.id });
        if (expired) return null;
        if ((await activeCount(tx, row.email)) >= ALERTS_PER_ADDRESS) return { refused: 'too-many-alerts' };
        await tx
          .update(alerts)
          .set({
            status: 'active',
            confirmedAt: sql`now()`,
            unsubscribedAt: null,
            lastDigestAt: null,
            updatedAt: sql`now()`,
          })
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
      const rows = await db
        .select()
        .from(alerts)
        .where(eq(alerts.email, owner.email))
        .orderBy(asc(alerts.createdAt), asc(alerts.id));
      return { email: owner.email, alerts: rows.map(alertSummary) };
    },

    /**
     * Changes how often one alert of the link's address is sent, or deletes it (its matches go with it). An
     * alert of another address is not found. Answers the address's alerts afterwards.
     */
    async change(
      linkAlertId: string,
      target: { alertId: string } & ({ action: 'update'; frequency: AlertFrequency } | { action: 'delete' }),
    ) {
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
      const rows = await db
        .select()
        .from(alerts)
        .where(eq(alerts.email, owner.email))
        .orderBy(asc(alerts.createdAt), asc(alerts.id));
      return { found: changed.length > 0, email: owner.email, alerts: rows.map(alertSummary) };
    },

    /** Pending alerts whose confirm link has expired (ALERT_CONFIRM_HOURS): deleted (they never sent anything). */
    async dropExpiredPending(): Promise<number> {
      const expired = await db.delete(alerts).where(expiredPending).returning({ id: alerts.id });
      return expired.length;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
