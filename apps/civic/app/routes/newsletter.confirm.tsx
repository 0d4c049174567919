import { newsletterMessages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { SubmitButton } from '@civicbrief/forms';
import { badLink, gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LinkPage } from '../components/newsletter-links';
import { tokenOf } from '../components/newsletter-links/link-token.server';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';

/**
 * /newsletter/confirm?token=: the double opt-in link of the confirmation email. Opening it changes
 * nothing (mail scanners open links); the button posts, and only the post confirms.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).lookUpLink(token, 'confirm') : badLink();
  if (!outcome.ok)
    return json({ token, problem: outcome.message, link: null }, { status: outcome.status, headers: privateHeaders });
  return json({ token, problem: null, link: outcome.data }, { headers: privateHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = tokenOf(request, await request.formData());
  const outcome = token ? await gatewayFor(request).confirmSubscription(token) : badLink();
  if (!outcome.ok)
    return json({ problem: outcome.message, done: null }, { status: outcome.status, headers: privateHeaders });
  const done = outcome.data.changed ? newsletterMessages.confirmed : newsletterMessages.alreadyConfirmed;
  return json({ problem: null, done }, { headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${newsletterMessages.confirmTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmSubscriptionPage() {
  const { token, problem, link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const done = result?.done ?? (link?.status === 'active' ? newsletterMessages.alreadyConfirmed : null);
  return (
    <LinkPage
      title={newsletterMessages.confirmTitle}
      problem={result?.problem ?? problem}
      done={done}
      announce={Boolean(result?.done)}
    >
      {link && token ? (
        <>
          <Lead>{newsletterMessages.confirmIntro(link.city, link.state)}</Lead>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton loading={submitting}>{newsletterMessages.confirmButton}</SubmitButton>
          </Form>
        </>
      ) : null}
    </LinkPage>
  );
}
