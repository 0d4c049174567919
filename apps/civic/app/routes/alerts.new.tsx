import { AlertFormInput, alertMessages, messages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { AlertForm, alertSearchFromUrl, type FormResult } from '@civicbrief/forms';
import { intakeAction, submitAlert } from '@civicbrief/forms/server';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { LinkPage } from '../components/newsletter-links';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';
import { useActionPost } from '../lib/use-action-post';

/**
 * /alerts/new?q=…&state=…&city=…&type=…&from=…&to=…: the search page's "Alert me" (decision 036). The
 * form posts here with or without JavaScript; the gateway makes the alert pending and mails the confirmation link.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return json(alertSearchFromUrl(new URL(request.url).searchParams), { headers: privateHeaders });
}

export const action = intakeAction(AlertFormInput, ({ client, data, source, trap }) =>
  submitAlert(client, data, { source, trap }),
);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${alertMessages.newTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function NewAlertPage() {
  const { search, dropped } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  // Created by the browser's own post (the action's answer says so after a post without JavaScript).
  const [created, setCreated] = useState(false);
  const post = useActionPost(messages.defaultError);
  const done = created || result?.status === 'success' ? alertMessages.created : null;
  const problem =
    dropped.length > 0 ? `Some filters of the link were not valid and were left out: ${dropped.join(', ')}.` : null;
  return (
    <LinkPage title={alertMessages.newTitle} problem={result ? null : problem} done={done} announce={Boolean(done)}>
      <Lead>{alertMessages.newIntro}</Lead>
      <AlertForm search={search} result={result} post={post} onSuccess={() => setCreated(true)} />
    </LinkPage>
  );
}
