import { alertMessages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { SubmitButton } from '@civicbrief/forms';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AlertSearchText } from '../components/alerts/alert-search-text';
import { LinkPage } from '../components/newsletter-links';
import { loadAlertLink, postAlertLink } from '../components/alerts/alert-link.server';
import { formRouteHeaders } from '../lib/cache-policy.server';

/** /alerts/unsubscribe?token=: the alert mail's Unsubscribe link for people (mail clients POST the one-click URL). */
export const loader = ({ request }: LoaderFunctionArgs) => loadAlertLink(request, 'unsubscribe');

export const action = ({ request }: ActionFunctionArgs) =>
  postAlertLink(
    request,
    (gateway, token) => gateway.unsubscribeAlert(token),
    () => alertMessages.unsubscribed,
  );

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Unsubscribe from an alert | CivicBrief' },
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribeAlertPage() {
  const { token, problem, alert } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const done = result?.done ?? (alert?.status === 'unsubscribed' ? alertMessages.unsubscribed : null);
  return (
    <LinkPage
      title="Unsubscribe from an alert"
      problem={result?.problem ?? problem}
      done={done}
      announce={Boolean(result?.done)}
    >
      {alert && token ? (
        <>
          <Lead>
            Stop the emails of the alert for <AlertSearchText alert={alert} />.
          </Lead>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton loading={submitting}>Unsubscribe</SubmitButton>
          </Form>
        </>
      ) : null}
    </LinkPage>
  );
}
