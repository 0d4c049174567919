import { NewsletterEraseForm, newsletterMessages } from '@civicbrief/contracts';
import { Button, Lead, SectionTitle, theme } from '@civicbrief/design-system';
import { CheckboxField, parseSubmission, SubmitButton, useIntakeForm, type FormResult } from '@civicbrief/forms';
import { badLink, gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { styled } from 'styled-components';
import { LinkPage } from '../components/newsletter-links';
import { tokenOf } from '../components/newsletter-links/link-token.server';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';

/** The gateway's export, on the same origin: it answers with a JSON attachment. */
const exportPath = (token: string) => `/api/newsletter/export?token=${encodeURIComponent(token)}`;

const Part = styled.section`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
`;

/**
 * /newsletter/my-data?token=: self-service access and erasure for the email address behind a
 * subscription. The download is the gateway's export (a JSON attachment, same origin); erasing needs
 * the box ticked and a POST.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const outcome = token ? await gatewayFor(request).lookUpLink(token, 'data') : badLink();
  if (!outcome.ok)
    return json({ token, problem: outcome.message, valid: false }, { status: outcome.status, headers: privateHeaders });
  return json({ token, problem: null, valid: true }, { headers: privateHeaders });
}

type EraseActionData = { problem: string | null; done: string | null; form?: FormResult };

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseSubmission(NewsletterEraseForm, formData, { booleans: ['confirm'] });
  if (!submission.ok)
    return json<EraseActionData>(
      { problem: null, done: null, form: submission.result },
      { status: 400, headers: privateHeaders },
    );
  const token = tokenOf(request, formData);
  const outcome = token ? await gatewayFor(request).eraseData(token) : badLink();
  if (!outcome.ok)
    return json<EraseActionData>(
      { problem: outcome.message, done: null },
      { status: outcome.status, headers: privateHeaders },
    );
  return json<EraseActionData>({ problem: null, done: newsletterMessages.erased }, { headers: privateHeaders });
}

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${newsletterMessages.myDataTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

function EraseForm({ token, result }: { token: string; result?: FormResult }) {
  const submit = useSubmit();
  const submitting = useNavigation().state === 'submitting';
  const form = useIntakeForm<NewsletterEraseForm>({
    schema: NewsletterEraseForm,
    mode: 'onChange',
    defaultValues: { confirm: false as never },
    result,
  });
  return (
    <Form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((_values, event) => submit(event?.target as HTMLFormElement))}
    >
      <input type="hidden" name="token" value={token} />
      <CheckboxField form={form} name="confirm" label={newsletterMessages.eraseConfirmLabel} required />
      <SubmitButton loading={submitting}>{newsletterMessages.eraseButton}</SubmitButton>
    </Form>
  );
}

export default function MyDataPage() {
  const { token, problem, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <LinkPage
      title={newsletterMessages.myDataTitle}
      problem={result?.problem ?? problem}
      done={result?.done}
      announce={Boolean(result?.done)}
    >
      {valid && token ? (
        <>
          <Part aria-label={newsletterMessages.downloadButton}>
            <Lead>{newsletterMessages.myDataIntro}</Lead>
            <div>
              <Button as="a" href={exportPath(token)} download $variant="secondary">
                {newsletterMessages.downloadButton}
              </Button>
            </div>
          </Part>
          <Part aria-labelledby="erase-heading">
            <SectionTitle id="erase-heading">{newsletterMessages.eraseHeading}</SectionTitle>
            <EraseForm token={token} result={result?.form} />
          </Part>
        </>
      ) : null}
    </LinkPage>
  );
}
