import { alertMessages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { SubmitButton } from '@civicbrief/forms';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AlertSearchText } from '../components/alerts/alert-search-text';
import { LinkPage } from '../components/newsletter-links';
import { loadAlertLink, postAlertLink } from '../components/alerts/alert-link.server';
import { formRouteHeaders } from '../lib/cache-policy.server';

/**
 * /alerts/confirm?token=: the double opt-in link of an alert's confirmation mail. Opening it changes nothing (mail
 * scanners open links); the button posts, and only the post confirms.
 */
export const loader = ({ request }: LoaderFunctionArgs) => loadAlertLink(request, 'confirm');

export const action = ({ request }: ActionFunctionArgs) =>
  postAlertLink(
    request,
    (gateway, token) => gateway.confirmAlert(token),
    (result) => (result.changed ? alertMessages.confirmed : alertMessages.alreadyConfirmed),
  );

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${alertMessages.confirmTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmAlertPage() {
  const { token, problem, alert } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const done = result?.done ?? (alert?.status === 'active' ? alertMessages.alreadyConfirmed : null);
  return (
    <LinkPage
      title={alertMessages.confirmTitle}
      problem={result?.problem ?? problem}
      done={done}
      announce={Boolean(result?.done)}
    >
      {alert && token ? (
        <>
          <Lead>
            Confirm that you want an email when new pages match <AlertSearchText alert={alert} />.
          </Lead>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton loading={submitting}>{alertMessages.confirmButton}</SubmitButton>
          </Form>
        </>
      ) : null}
    </LinkPage>
  );
}
