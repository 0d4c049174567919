import { DemoFormInput } from '@civicbrief/contracts';
import { submitDemoRequest } from '@civicbrief/forms';
import { intakeAction } from '@civicbrief/forms/server';
import type { ActionFunctionArgs } from '@remix-run/node';

/**
 * The Remix action of a page with the demo form (`export const action = demoRequestAction`): a browser
 * without JavaScript posts the form here; it is validated with the same contracts schema and sent with the
 * same call as in the browser (intakeAction). A function declaration, nothing run at import: a page's browser
 * bundle, where Remix drops the route's action, keeps nothing of it or of the server entry.
 */
export function demoRequestAction(args: ActionFunctionArgs) {
  return intakeAction(
    DemoFormInput,
    ({ client, data, source, trap }) => submitDemoRequest(client, data, { source, trap }),
    { booleans: ['terms'] },
  )(args);
}
