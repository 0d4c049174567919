import { DEFAULT_OUTBOX_LEASE_MS } from '../config/delivery';

/** How long a worker holds the rows it claimed; a worker that died with them releases them by letting it pass. */
export const OUTBOX_LEASE_MS = DEFAULT_OUTBOX_LEASE_MS;

/**
 * The longest one delivery may take: a quarter of the lease, so its outcome is recorded while the
 * worker still holds the row, and no other worker claims it (and sends it again) meanwhile.
 */
export const sendTimeoutFor = (leaseMs: number): number => Math.floor(leaseMs / 4);

export const SEND_TIMEOUT_MS = sendTimeoutFor(OUTBOX_LEASE_MS);
