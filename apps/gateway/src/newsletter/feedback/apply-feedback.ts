import { inArray } from 'drizzle-orm';
import { subscribers, type Database } from '@civicbrief/gateway-db';
import { verifyLink } from '../links';
import { suppressMailbox } from '../mailbox';
import type { FeedbackReport } from './feedback-report';

export interface FeedbackOutcome {
  /** Mailboxes the report named (by address or by our own signed link). */
  mailboxes: number;
  /** Live subscriptions it stopped. */
  suppressed: number;
}

/**
 * Suppresses the mailboxes a report names (decision 046): its recipients, and the owner of each of our unsubscribe
 * links it carries. A link counts only with a valid signature, so a report cannot name someone else's subscription
 * by id; an address is taken as the mail system gave it (the endpoint is the operators' own, fed by the relay).
 */
export async function applyFeedback(
  db: Database,
  linkSecret: string,
  report: FeedbackReport,
): Promise<FeedbackOutcome> {
  if (report.kind === 'none') return { mailboxes: 0, suppressed: 0 };
  const ids = report.tokens.flatMap((token) => {
    const link = verifyLink(linkSecret, token);
    return link.ok && (link.purpose === 'unsubscribe' || link.purpose === 'newsletter') ? [link.subscriberId] : [];
  });
  const linked = ids.length
    ? await db.select({ email: subscribers.email }).from(subscribers).where(inArray(subscribers.id, ids))
    : [];
  const mailboxes = new Set([...report.addresses, ...linked.map((row) => row.email.toLowerCase())]);
  let suppressed = 0;
  for (const mailbox of mailboxes) suppressed += await suppressMailbox(db, mailbox, report.kind);
  return { mailboxes: mailboxes.size, suppressed };
}
