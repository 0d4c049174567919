import type { ActionFunctionArgs } from '@remix-run/node';

/**
 * The Remix action of a page with the demo form (`export const action = demoRequestAction`): a browser
 * without JavaScript posts the form here; it is validated with the same contracts schema and sent with the
 * same call as in the browser (intakeAction). The server entry is imported when a post comes, so a page's
 * browser bundle never reaches it through this module.
 */
export async function demoRequestAction(args: ActionFunctionArgs) {
  const [{ DemoFormInput }, { submitDemoRequest }, { intakeAction }] = await Promise.all([
    import('@civicbrief/contracts'),
    import('@civicbrief/forms'),
    import('@civicbrief/forms/server'),
  ]);
  const action = intakeAction(DemoFormInput, ({ client, data, source, trap }) => submitDemoRequest(client, data, { source, trap }), { booleans: ['terms'] });
  return action(args);
}
