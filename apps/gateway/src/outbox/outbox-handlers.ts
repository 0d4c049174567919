import type { OutboxRow } from '@civicbrief/gateway-db';
import type { DeliveryOutcome, Deliverers } from './delivery';
import type {
  AlertMailJob,
  CrmFormSubmission,
  DigestMailJob,
  EmailJob,
  OutboxKind,
  SalesMailJob,
  TrackEntity,
} from './outbox-message';

export type OutboxHandlers = Record<OutboxKind, ((row: OutboxRow) => Promise<DeliveryOutcome>) | undefined>;

/** Each kind's deliverer called with its row's payload; every kind is listed, one without a deliverer is never claimed. */
export function outboxHandlers(deliverers: Deliverers): OutboxHandlers {
  const {
    track,
    email,
    'crm-form': crmForm,
    'sales-mail': salesMail,
    'alert-mail': alertMail,
    'digest-mail': digestMail,
  } = deliverers;
  return {
    track: track && ((row) => track(row.payload as TrackEntity, row.idempotencyKey)),
    email: email && ((row) => email(row.payload as EmailJob, row.idempotencyKey)),
    'crm-form': crmForm && ((row) => crmForm(row.payload as CrmFormSubmission, row.idempotencyKey)),
    'sales-mail': salesMail && ((row) => salesMail(row.payload as SalesMailJob, row.idempotencyKey)),
    'alert-mail': alertMail && ((row) => alertMail(row.payload as AlertMailJob, row.idempotencyKey)),
    'digest-mail': digestMail && ((row) => digestMail(row.payload as DigestMailJob, row.idempotencyKey)),
  };
}
