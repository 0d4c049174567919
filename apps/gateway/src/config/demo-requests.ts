import * as z from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
/** HubSpot's portal (account) ids are numbers; form ids are GUIDs. Both go into a URL path, so nothing else passes. */
const portalId = z.string().regex(/^[0-9]{1,20}$/, 'must be the HubSpot portal id (digits)');
const formGuid = z.string().regex(/^[0-9a-fA-F-]{8,64}$/, 'must be a HubSpot form GUID');

/** The demo requests' delivery (decision 029); without the HubSpot ids the database is the CRM's record. */
export const demoRequestEnv = {
  /** HubSpot's Forms API host; tests point it at tools/fake-providers. */
  HUBSPOT_FORMS_URL: httpUrl.default('https://api.hsforms.com'),
  HUBSPOT_PORTAL_ID: portalId.optional(),
  HUBSPOT_DEMO_FORM_ID: formGuid.optional(),
  /** The sales inbox every demo request is mailed to (through SMTP_URL, else a .eml file in MAIL_DIR). */
  SALES_EMAIL: z.email({ error: 'must be an email address' }).default('sales@civicbrief.example'),
};

type DemoRequestEnv = z.infer<z.ZodObject<typeof demoRequestEnv>>;

export interface DemoRequestConfig {
  /** The CRM's form, when both ids are set. */
  crm?: { formsUrl: string; portalId: string; formId: string };
  salesEmail: string;
}

export function demoRequestConfig(env: DemoRequestEnv): DemoRequestConfig {
  const { HUBSPOT_FORMS_URL: formsUrl, HUBSPOT_PORTAL_ID: portalId, HUBSPOT_DEMO_FORM_ID: formId } = env;
  return { ...(portalId && formId ? { crm: { formsUrl, portalId, formId } } : {}), salesEmail: env.SALES_EMAIL };
}
