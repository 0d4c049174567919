import type { OutboxMessage, TrackEntity } from '../outbox/outbox-message';

type Identifiers = { email: string } | { id: string };
type Relationships = NonNullable<Extract<TrackEntity, { action: 'identify' }>['cio_relationships']>;

/** Drops absent values, so stored and delivered attributes carry only what was given. */
export function presentOnly(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined && value !== null));
}

/** An identify call of the marketing provider's Track API (create or update the person). */
export function identifyMessage(
  identifiers: Identifiers,
  attributes: Record<string, unknown>,
  relationships?: Relationships,
): OutboxMessage {
  return {
    kind: 'track',
    payload: {
      type: 'person',
      identifiers,
      action: 'identify',
      attributes: presentOnly(attributes),
      ...(relationships ? { cio_relationships: relationships } : {}),
    },
  };
}

/** A named event about the person (the provider's campaigns start from these). */
export function eventMessage(
  identifiers: Identifiers,
  name: string,
  attributes: Record<string, unknown>,
): OutboxMessage {
  return {
    kind: 'track',
    payload: { type: 'person', identifiers, action: 'event', name, attributes: presentOnly(attributes) },
  };
}
