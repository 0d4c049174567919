import { randomUUID } from 'node:crypto';
import type { OnboardingSubscribeInput, RealEstateSubscribeInput } from '@civicbrief/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { leads, type LeadRow, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';
import { normalizeEmail, wasInserted } from './identity';
import { eventMessage, identifyMessage } from './track';

export type LeadKind = 'onboarding' | 'real-estate';

/** The provider event each kind of lead raises (the team's follow-up starts from it). */
export const LEAD_EVENTS: Record<LeadKind, string> = {
  onboarding: 'onboarding_request',
  'real-estate': 'real_estate_lead',
};

type LeadData = OnboardingSubscribeInput['data'] | RealEstateSubscribeInput['data'];
type LeadValues = Omit<typeof leads.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function leadValues(kind: LeadKind, data: LeadData): LeadValues {
  return {
    kind,
    email: normalizeEmail(data.email),
    firstName: data.first_name,
    lastName: data.last_name,
    title: data.title,
    company: 'company' in data ? data.company : null,
    city: data.city ?? null,
    county: data.county ?? null,
    state: data.state ?? null,
    source: data.source ?? null,
  };
}

const compared = ['firstName', 'lastName', 'title', 'company', 'city', 'county', 'state', 'source'] as const;
const sameAsStored = (row: LeadRow, values: LeadValues) =>
  compared.every((field) => row[field] === (values[field] ?? null));

/**
 * One lead per kind and email. A new or changed lead queues an identify (the person with title and
 * lead_type) and the kind's event, in the same transaction; the same submission again queues nothing.
 */
export function recordLead(db: Database, kind: LeadKind, data: LeadData): Promise<{ id: string }> {
  const values = leadValues(kind, data);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(values)
      .onConflictDoUpdate({ target: [leads.kind, leads.email], set: { email: sql`excluded.email` } })
      .returning({ ...getTableColumns(leads), inserted: wasInserted });
    if (!row.inserted && sameAsStored(row, values)) return { id: row.id };
    if (!row.inserted)
      await tx
        .update(leads)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(leads.id, row.id));
    const identifiers = { email: values.email };
    const change = `lead:${row.id}:${randomUUID()}`;
    const person = {
      email: values.email,
      first_name: values.firstName,
      last_name: values.lastName,
      title: values.title,
      lead_type: kind,
      company: values.company,
      city: values.city,
      county: values.county,
      state: values.state,
    };
    await enqueue(tx, `${change}:identify`, identifyMessage(identifiers, person));
    await enqueue(
      tx,
      `${change}:event`,
      eventMessage(identifiers, LEAD_EVENTS[kind], { ...data, email: values.email }),
    );
    return { id: row.id };
  });
}
