import { Content, Lead, PageTitle, Section } from '@civicbrief/design-system';
import { LoginInput } from '@civicbrief/contracts';
import { echoValues } from '@civicbrief/forms';
import { isSameOriginPost } from '@civicbrief/forms/server';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import * as z from 'zod/mini';
import { LoginForm, type LoginActionData } from '../components/auth';
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

export async function action({ request }: ActionFunctionArgs) {
  const refuse = (status: number, formError: string) =>
    json<LoginActionData>({ formError }, { status, headers: privateHeaders });
  if (!(await isPreview(request))) return refuse(403, previewOnly);
  if (!isSameOriginPost(request)) return refuse(403, 'This form can only be sent from this site.');

  const form = await request.formData();
  const email = form.get('email');
  const parsed = LoginInput.safeParse({ email: email ?? undefined, password: form.get('password') ?? undefined });
  // Shown again in the field: never longer than the field allows.
  const typedEmail = String(echoValues(LoginInput, { email }).email ?? '');
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    return json<LoginActionData>({ fieldErrors, email: typedEmail }, { status: 400, headers: privateHeaders });
  }

  const outcome = await gatewayFor(request).signIn(parsed.data);
  if (!outcome.ok) {
    return json<LoginActionData>(
      { formError: outcome.message, fieldErrors: outcome.fieldErrors, email: typedEmail },
      { status: outcome.status, headers: privateHeaders },
    );
  }
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
  const result = useActionData<typeof action>();
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
