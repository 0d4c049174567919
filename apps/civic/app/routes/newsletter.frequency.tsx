import { DigestFrequency, newsletterMessages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { badLink, gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { LinkPage } from '../components/newsletter-links';
import { FrequencyForm } from '../components/newsletter-links/frequency-form';
import { tokenOf } from '../components/newsletter-links/link-token.server';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';

/** The links whose holder may choose: a newsletter mail's, and a city's unsubscribe and my-data links. */
const PURPOSES = ['newsletter', 'unsubscribe', 'data'] as const;

/**
 * /newsletter/frequency?token=: how often the newsletter mail of the link's address comes, weekly, daily or never
 * (decision 046). Opening it changes nothing; Save posts, and the page says what was saved.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).lookUpLink(token, PURPOSES) : badLink();
  if (!outcome.ok)
    return json({ token, problem: outcome.message, link: null }, { status: outcome.status, headers: privateHeaders });
  return json({ token, problem: null, link: outcome.data }, { headers: privateHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = tokenOf(request, form);
  const frequency = DigestFrequency.safeParse(form.get('frequency'));
  if (!frequency.success)
    return json({ problem: frequency.error.issues[0].message, saved: null }, { status: 400, headers: privateHeaders });
  const outcome = token ? await gatewayFor(request).setFrequency(token, frequency.data) : badLink();
  if (!outcome.ok)
    return json({ problem: outcome.message, saved: null }, { status: outcome.status, headers: privateHeaders });
  return json({ problem: null, saved: outcome.data.frequency }, { headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${newsletterMessages.frequencyTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterFrequencyPage() {
  const { token, problem, link } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const frequency = result?.saved ?? link?.frequency ?? 'weekly';
  return (
    <LinkPage title={newsletterMessages.frequencyTitle} problem={result?.problem ?? problem}>
      {link && token ? (
        <>
          <Lead>{newsletterMessages.frequencyIntro}</Lead>
          <FrequencyForm token={token} frequency={frequency} busy={busy} />
          <p role="status">{result?.saved ? newsletterMessages.frequencySaved[result.saved] : null}</p>
        </>
      ) : null}
    </LinkPage>
  );
}
