import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { LoginInput } from '@civicbrief/contracts';
import { echoValues, parseSubmission, refusalResult, type FormResult } from '@civicbrief/forms';
import { formResponse, isSameOriginPost } from '@civicbrief/forms/server';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { LoginForm } from '../components/auth';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';
import { isPreview } from '../components/preview/preview.server';

const previewOnly = 'Sign-in is available in preview mode only.';

/**
 * /login: the form shows only in preview mode (spec §6); otherwise the page says so (200, so a visitor
 * who follows an old link learns why, rather than meeting a bare 404).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ preview: await isPreview(request) }, { headers: privateHeaders });
}

/**
 * Sign-in, posted by the browser with or without JavaScript: refused outside preview mode and from another
 * site, checked with LoginInput, then the gateway's; its session cookie goes to the browser with the redirect to
 * /dashboard. Every other answer is the form's FormResult (the typed email shown again, never the password).
 */
export async function action({ request }: ActionFunctionArgs) {
  const refuse = (httpStatus: number, message: string) =>
    formResponse({ status: 'failed', message, values: {}, httpStatus });
  if (!(await isPreview(request))) return refuse(403, previewOnly);
  if (!isSameOriginPost(request)) return refuse(403, 'This form can only be sent from this site.');

  const form = await request.formData();
  const parsed = parseSubmission(LoginInput, form);
  // Shown again in the field: never longer than the field allows.
  const values = { email: String(echoValues(LoginInput, { email: form.get('email') }).email ?? '') };
  if (!parsed.ok) return formResponse({ ...parsed.result, values });

  const outcome = await gatewayFor(request).signIn(parsed.data);
  if (!outcome.ok) return formResponse(refusalResult(outcome, values));
  const headers = new Headers(privateHeaders);
  for (const cookie of outcome.setCookie) headers.append('Set-Cookie', cookie);
  return redirect('/dashboard', { headers });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: 'Sign in | CivicBrief' },
  { name: 'description', content: 'Sign in to CivicBrief to see your saved locations and their meeting summaries.' },
  { name: 'robots', content: 'noindex' },
];

export default function LoginPage() {
  const { preview } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  return (
    <Section>
      <Content>
        <PageTitle>Sign in</PageTitle>
        {preview ? (
          <>
            <Lead>Sign in to see your saved locations and their latest meeting summaries.</Lead>
            <LoginForm result={result} />
          </>
        ) : (
          <Lead>{previewOnly}</Lead>
        )}
      </Content>
    </Section>
  );
}
