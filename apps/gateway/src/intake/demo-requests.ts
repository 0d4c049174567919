import { DEMO_EXTENDED_FIELDS, type DemoRequestInput } from '@civicbrief/contracts';
import { demoRequests, type Database } from '@civicbrief/gateway-db';
import { sql } from 'drizzle-orm';
import { enqueue } from '../outbox/enqueue';
import type { CrmFormSubmission } from '../outbox/outbox-message';
import { canonicalJson, sha256Hex } from './canonical-json';
import { normalizeEmail, wasInserted } from './identity';

type DemoRequestData = DemoRequestInput['data'];

/** The consent the visitor gave by ticking the terms box, as the CRM records it (its legal consent). */
export const DEMO_CONSENT_TEXT = 'I agree to the terms and conditions and the privacy policy.';

/**
 * The form's fields under the CRM form's property names: HubSpot's contact properties for the person and the
 * company (firstname, jobtitle, mobilephone, ...), the spec's names for region and the extended answers (they
 * are the custom properties' internal names).
 */
const CRM_FIELD_NAMES = {
  firstName: 'firstname',
  lastName: 'lastname',
  email: 'email',
  title: 'jobtitle',
  companyName: 'company',
  industry: 'industry',
  phone: 'mobilephone',
  website: 'website',
  region: 'region',
  regions__msas__markets: 'regions__msas__markets',
  cities_counties_covered: 'cities_counties_covered',
  current_tracking_methods: 'current_tracking_methods',
  how_civicbrief_helps: 'how_civicbrief_helps',
} as const satisfies Partial<Record<keyof DemoRequestData, string>>;

/** The page's path, for the submission's page name (the source may be a URL or a path). */
function pathOf(source: string | undefined): string {
  if (!source) return '/';
  try {
    return new URL(source, 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
}

/**
 * The Forms API v3 submission of a demo request (decision 029): the given fields, the page it came from and
 * the visitor's consent. Built when the request is stored, so what reaches the CRM is what was accepted.
 */
export function crmFormSubmission(data: DemoRequestData, submittedAt: Date): CrmFormSubmission {
  const fields = Object.entries(CRM_FIELD_NAMES).flatMap(([key, name]) => {
    const value = data[key as keyof typeof CRM_FIELD_NAMES];
    return value ? [{ name, value }] : [];
  });
  return {
    fields,
    submittedAt: String(submittedAt.getTime()),
    context: {
      ...(data.source ? { pageUri: data.source } : {}),
      pageName: `Demo request, ${data.formName} form: ${pathOf(data.source)}`,
    },
    legalConsentOptions: { consent: { consentToProcess: data.terms, text: DEMO_CONSENT_TEXT } },
  };
}

/**
 * Stores a demo request and, in the same transaction, its two deliveries: the CRM's form submission and the
 * sales inbox's mail. The same request again (same fields and page, email in any case) is the same row and
 * queues nothing more.
 */
export function recordDemoRequest(db: Database, data: DemoRequestData): Promise<{ id: string }> {
  const email = normalizeEmail(data.email);
  const answers = Object.fromEntries(
    DEMO_EXTENDED_FIELDS.flatMap((field) => (data[field] ? [[field, data[field]]] : [])),
  );
  const dedupeKey = sha256Hex(canonicalJson({ ...data, email }));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        dedupeKey,
        formName: data.formName,
        email,
        firstName: data.firstName,
        lastName: data.lastName,
        title: data.title,
        companyName: data.companyName,
        industry: data.industry,
        phone: data.phone ?? null,
        region: data.region ?? null,
        website: data.website,
        answers,
        source: data.source ?? null,
      })
      .onConflictDoUpdate({ target: demoRequests.dedupeKey, set: { dedupeKey: sql`excluded.dedupe_key` } })
      .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt, inserted: wasInserted });
    if (!row.inserted) return { id: row.id };
    await enqueue(tx, `demo:${row.id}:crm-form`, { kind: 'crm-form', payload: crmFormSubmission(data, row.createdAt) });
    await enqueue(tx, `demo:${row.id}:sales-mail`, { kind: 'sales-mail', payload: { demoRequestId: row.id } });
    return { id: row.id };
  });
}
