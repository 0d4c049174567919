import { randomUUID } from 'node:crypto';
import { ALERTS_PER_ADDRESS, type AlertCreateInput } from '@civicbrief/contracts';
import { alerts, outbox, type Database } from '@civicbrief/gateway-db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeEmail, type Tx } from '../intake/identity';
import { lockAddress, toMailbox } from '../newsletter/confirmation-mails';
import { enqueue } from '../outbox/enqueue';
import { activeCount, expiredPending, sameSearch } from './alert-rows';

/** Pending (unconfirmed) alerts one address may have at once; one more replaces the oldest (decision 036). */
export const PENDING_ALERTS_PER_ADDRESS = 10;

export interface AlertOptions {
  /** Confirmation mails one mailbox may be sent in 24 hours (CONFIRMATION_MAILS_PER_DAY). */
  confirmationMailsPerDay: number;
}

export type CreateAlertResult =
  { ok: true; id: string; mailLimitReached: boolean } | { ok: false; reason: 'too-many-alerts' };

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

/**
 * A new alert is pending with a confirmation mail queued. The same search again from the same address is
 * the same alert: pending, it gets another mail (within the daily limit), the new frequency and a new life;
 * unsubscribed, it is pending again; active, nothing changes. At most ALERTS_PER_ADDRESS active alerts per
 * address (a new one is refused while there are that many), and PENDING_ALERTS_PER_ADDRESS pending ones: one
 * more replaces the oldest, and a pending alert lives ALERT_CONFIRM_HOURS. Decided under the mailbox's lock,
 * so concurrent calls queue.
 */
export function createAlert(db: Database, input: AlertCreateInput, options: AlertOptions): Promise<CreateAlertResult> {
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
}
