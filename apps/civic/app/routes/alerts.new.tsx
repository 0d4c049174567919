import { AlertFormInput, alertCreateBody, alertMessages, TRAP_FIELD, isTrapped } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { AlertForm, alertSearchFromUrl, parseSubmission, type FormResult } from '@civicbrief/forms';
import { sourceOf } from '@civicbrief/forms/server';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { LinkPage } from '../components/newsletter-links';
import { formFieldErrors } from '../components/alerts/alert-field-errors';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';

/**
 * /alerts/new?q=…&state=…&city=…&type=…&from=…&to=…: the search page's "Alert me" (decision 036). The
 * form posts here with or without JavaScript; the gateway makes the alert pending and mails the confirmation link.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return json(alertSearchFromUrl(new URL(request.url).searchParams), { headers: privateHeaders });
}

type NewAlertData = { form: FormResult; done: string | null };

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = parseSubmission(AlertFormInput, formData);
  if (!parsed.ok)
    return json<NewAlertData>({ form: parsed.result, done: null }, { status: 400, headers: privateHeaders });
  // A filled trap is answered as a success, and nothing is sent.
  if (isTrapped(formData.get(TRAP_FIELD)))
    return json<NewAlertData>(
      { form: { status: 'success' }, done: alertMessages.created },
      { headers: privateHeaders },
    );
  const outcome = await gatewayFor(request).createAlert(alertCreateBody(parsed.data, sourceOf(request)));
  if (outcome.ok)
    return json<NewAlertData>(
      { form: { status: 'success' }, done: alertMessages.created },
      { headers: privateHeaders },
    );
  const fieldErrors = formFieldErrors(outcome.fieldErrors);
  const form: FormResult = fieldErrors
    ? { status: 'invalid', fieldErrors, values: parsed.values }
    : { status: 'failed', message: outcome.message, values: parsed.values };
  return json<NewAlertData>({ form, done: null }, { status: outcome.status, headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${alertMessages.newTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function NewAlertPage() {
  const { search, dropped } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const pending = useNavigation().state === 'submitting';
  const problem =
    dropped.length > 0 ? `Some filters of the link were not valid and were left out: ${dropped.join(', ')}.` : null;
  return (
    <LinkPage
      title={alertMessages.newTitle}
      problem={result ? null : problem}
      done={result?.done}
      announce={Boolean(result?.done)}
    >
      <Lead>{alertMessages.newIntro}</Lead>
      <AlertForm search={search} result={result?.form} pending={pending} onValid={(form) => submit(form)} />
    </LinkPage>
  );
}
