/**
 * What the outbox carries. `track` rows are bodies of the marketing provider's Track API v2 entity call
 * (POST {CUSTOMERIO_TRACK_URL}/api/v2/entity), sent as they are; `email` rows name a message the
 * mailer renders at delivery time (its links are signed then).
 */
export type TrackEntity =
  | {
      type: 'person';
      identifiers: { email: string } | { id: string };
      action: 'identify';
      attributes: Record<string, unknown>;
      cio_relationships?: { identifiers: { object_type_id: number | string; object_id: string } }[];
    }
  | {
      type: 'person';
      identifiers: { email: string } | { id: string };
      action: 'event';
      name: string;
      attributes: Record<string, unknown>;
    }
  | {
      /** Erasure: the provider forgets the person too. */
      type: 'person';
      identifiers: { email: string } | { id: string };
      action: 'delete';
    };

export type EmailTemplate = 'confirm-subscription';

export interface EmailJob {
  template: EmailTemplate;
  subscriberId: string;
  to: string;
}

/**
 * A HubSpot Forms API v3 submission (POST {HUBSPOT_FORMS_URL}/submissions/v3/integration/submit/{portalId}/{formGuid}),
 * sent as it is; the portal and form ids are the configuration's at delivery time (decision 029).
 */
export interface CrmFormSubmission {
  fields: { name: string; value: string }[];
  /** When the visitor sent it (Unix milliseconds), so a late delivery keeps the real time. */
  submittedAt: string;
  context: { pageUri?: string; pageName: string };
  legalConsentOptions: { consent: { consentToProcess: boolean; text: string } };
}

/** The sales inbox's mail about one demo request (the row is read at sending time). */
export interface SalesMailJob {
  demoRequestId: string;
}

/** A topic alert's mail (decision 036): its confirmation, or its matches queued under this row's key. */
export interface AlertMailJob {
  template: 'alert-confirm' | 'alert-matches';
  alertId: string;
  to: string;
}

/** A subscriber's newsletter mail (decision 046): these issues, for these subscriptions of one mailbox. */
export interface DigestMailJob {
  to: string;
  subscriberIds: string[];
  issueIds: string[];
}

export type OutboxMessage =
  | { kind: 'track'; payload: TrackEntity }
  | { kind: 'email'; payload: EmailJob }
  | { kind: 'crm-form'; payload: CrmFormSubmission }
  | { kind: 'sales-mail'; payload: SalesMailJob }
  | { kind: 'alert-mail'; payload: AlertMailJob }
  | { kind: 'digest-mail'; payload: DigestMailJob };
export type OutboxKind = OutboxMessage['kind'];
