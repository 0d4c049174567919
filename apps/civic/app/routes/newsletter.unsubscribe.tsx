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
 * /newsletter/unsubscribe?token=: the unsubscribe link of newsletter mail, for people (mail clients
 * use the RFC 8058 one-click POST instead). Opening it changes nothing; the button does. A city's link
 * (`unsubscribe`) stops that city; a newsletter mail's link (`newsletter`) stops every city the mail covers, and
 * offers to choose how often it comes instead.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).lookUpLink(token, ['unsubscribe', 'newsletter']) : badLink();
  if (!outcome.ok)
    return json({ token, problem: outcome.message, link: null }, { status: outcome.status, headers: privateHeaders });
  return json({ token, problem: null, link: outcome.data }, { headers: privateHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = tokenOf(request, await request.formData());
  const outcome = token ? await gatewayFor(request).unsubscribe(token) : badLink();
  if (!outcome.ok)
    return json({ problem: outcome.message, done: null }, { status: outcome.status, headers: privateHeaders });
  return json({ problem: null, done: newsletterMessages.unsubscribed }, { headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${newsletterMessages.unsubscribeTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function UnsubscribePage() {
  const { token, problem, link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const done = result?.done ?? (link?.status === 'unsubscribed' ? newsletterMessages.unsubscribed : null);
  return (
    <LinkPage
      title={newsletterMessages.unsubscribeTitle}
      problem={result?.problem ?? problem}
      done={done}
      announce={Boolean(result?.done)}
    >
      {link && token ? (
        <>
          <Lead>
            {link.cities
              ? newsletterMessages.unsubscribeAllIntro(link.cities.map(({ city, state }) => `${city}, ${state}`))
              : newsletterMessages.unsubscribeIntro(link.city, link.state)}
          </Lead>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton loading={submitting}>
              {link.cities ? newsletterMessages.unsubscribeAllButton : newsletterMessages.unsubscribeButton}
            </SubmitButton>
          </Form>
          <p>
            <a href={`/newsletter/frequency?token=${encodeURIComponent(token)}`}>{newsletterMessages.frequencyLink}</a>
          </p>
        </>
      ) : null}
    </LinkPage>
  );
}
