import { AlertManageInput, alertMessages } from '@civicbrief/contracts';
import { Lead } from '@civicbrief/design-system';
import { badAlertLink, gatewayFor } from '@civicbrief/gateway-client/server';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ManageList } from '../components/alerts/manage-list';
import { LinkPage } from '../components/newsletter-links';
import { tokenOf } from '../components/newsletter-links/link-token.server';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';

const doneMessages = { updated: alertMessages.updated, deleted: alertMessages.deleted } as const;
const doneOf = (url: URL) => {
  const done = url.searchParams.get('done');
  return done === 'updated' || done === 'deleted' ? doneMessages[done] : null;
};

/**
 * /alerts/manage?token=: every alert of the address behind the signed link of an alert mail: change how often, or
 * delete. Each change posts, then the page comes back (303) with a fresh link (the link's own alert may be gone).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const notice = doneOf(url);
  if (url.searchParams.get('empty') === '1')
    return json(
      { token: null, problem: null, notice, data: { email: '', alerts: [], token: null } },
      { headers: privateHeaders },
    );
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).manageAlerts(token) : badAlertLink();
  if (!outcome.ok)
    return json(
      { token, problem: outcome.message, notice, data: null },
      { status: outcome.status, headers: privateHeaders },
    );
  return json({ token, problem: null, notice, data: outcome.data }, { headers: privateHeaders });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  // The form names its change `intent`: a field named `action` would hide the form's own action property.
  const field = (name: string) => formData.get(name) ?? undefined;
  const parsed = AlertManageInput.safeParse({
    action: field('intent'),
    token: field('token'),
    alertId: field('alertId'),
    frequency: field('frequency'),
  });
  if (!parsed.success) return json({ problem: alertMessages.alertNotFound }, { status: 400, headers: privateHeaders });
  const outcome = await gatewayFor(request).changeAlert(parsed.data);
  if (!outcome.ok) return json({ problem: outcome.message }, { status: outcome.status, headers: privateHeaders });
  const done = parsed.data.action === 'delete' ? 'deleted' : 'updated';
  const next = outcome.data.token ? `token=${encodeURIComponent(outcome.data.token)}` : 'empty=1';
  return redirect(`/alerts/manage?${next}&done=${done}`, { status: 303, headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${alertMessages.manageTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

export default function ManageAlertsPage() {
  const { token, problem, notice, data } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  return (
    <LinkPage title={alertMessages.manageTitle} problem={result?.problem ?? problem}>
      {notice ? <p role="status">{notice}</p> : null}
      {data ? (
        <>
          <Lead>{data.alerts.length > 0 ? alertMessages.manageIntro : alertMessages.noAlerts}</Lead>
          {data.alerts.length > 0 && token ? (
            <ManageList token={data.token ?? token} alerts={data.alerts} busy={busy} />
          ) : null}
        </>
      ) : null}
    </LinkPage>
  );
}
