import { RealEstateLeadFormInput } from '@civicbrief/contracts';
import { submitRealEstateLead } from '@civicbrief/forms';
import { formRouteHeaders, intakeAction } from '@civicbrief/forms/server';
import { json, type ActionFunctionArgs } from '@remix-run/node';
import { marketingMeta, MarketingPage } from '../components/blocks';
import { marketingPageLoader } from '../components/blocks/content.server';
import type { LeadActionData } from '../components/blocks/demo-forms';
import { demoRequestAction } from '../components/demo-request';

const leadAction = intakeAction(
  RealEstateLeadFormInput,
  ({ client, data, source, trap }) => submitRealEstateLead(client, data, { source, trap }),
  {
    booleans: ['terms'],
  },
);

/**
 * The page's two forms posted by a browser without JavaScript: the extended demo form (it sends formName) and the
 * real-estate lead form, whose answer goes under `lead` so each form shows only its own.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  if (form.has('formName')) return demoRequestAction(args);
  const response = await leadAction(args);
  return json<LeadActionData>(
    { lead: await response.json() },
    { status: response.status, headers: { 'Cache-Control': response.headers.get('Cache-Control') ?? 'no-store' } },
  );
}

export const headers = formRouteHeaders;
export const loader = marketingPageLoader('real-estate');
export const meta = marketingMeta;
export default MarketingPage;
