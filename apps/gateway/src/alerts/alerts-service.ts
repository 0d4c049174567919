import {
  ALERTS_PER_ADDRESS,
  type AlertCreateInput,
  type AlertFrequency,
  type AlertStatusResult,
  type AlertSummary,
} from '@civicbrief/contracts';
import { alerts, type Database } from '@civicbrief/gateway-db';
import { and, eq, sql } from 'drizzle-orm';
import { lockAddress } from '../newsletter/confirmation-mails';
import { activeCount, alertSummary, alertsOf, expiredPending, lockAlert } from './alert-rows';
import { createAlert, type AlertOptions } from './create-alert';

export { alertSummary } from './alert-rows';
export { PENDING_ALERTS_PER_ADDRESS, type AlertOptions, type CreateAlertResult } from './create-alert';

/** What a confirm click did: the status afterwards; refused when the address has its most confirmed alerts; null when gone. */
export type ConfirmAlertResult = AlertStatusResult | { refused: 'too-many-alerts' } | null;

/**
 * Topic alerts over our database: create (double opt-in: a pending alert and its confirmation mail in one
 * transaction), and what the signed links do (confirm, one-click unsubscribe, manage). Inputs are validated.
 */
export function createAlertsService(db: Database, options: AlertOptions) {
  return {
    /** A new alert, or the same search of the same address again: create-alert.ts. */
    create: (input: AlertCreateInput) => createAlert(db, input, options),

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
      const rows = await alertsOf(db, owner.email);
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
      const rows = await alertsOf(db, owner.email);
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
