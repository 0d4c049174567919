import { messages, NewsletterEraseForm, newsletterMessages } from '@civicbrief/contracts';
import { Button, Lead, SectionTitle, theme } from '@civicbrief/design-system';
import {
  CheckboxField,
  failureText,
  FormError,
  refusalResult,
  SubmitButton,
  useFormSubmission,
  type FormResult,
} from '@civicbrief/forms';
import { intakeAction } from '@civicbrief/forms/server';
import { badLink, gatewayFor } from '@civicbrief/gateway-client/server';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { styled } from 'styled-components';
import { LinkPage } from '../components/newsletter-links';
import { tokenOf } from '../components/newsletter-links/link-token.server';
import { formRouteHeaders, privateHeaders } from '../lib/cache-policy.server';
import { useActionPost } from '../lib/use-action-post';

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

/** Erasing: the box ticked (the form's schema), then the link's token to the gateway; a refusal keeps its status. */
export const action = intakeAction(
  NewsletterEraseForm,
  async ({ client, request, formData }): Promise<FormResult> => {
    const token = tokenOf(request, formData);
    const outcome = token ? await client.eraseData(token) : badLink();
    return outcome.ok ? { status: 'success' } : refusalResult(outcome, {});
  },
  { booleans: ['confirm'] },
);

export const headers = formRouteHeaders;

export const meta: MetaFunction = () => [
  { title: `${newsletterMessages.myDataTitle} | CivicBrief` },
  { name: 'robots', content: 'noindex' },
];

/**
 * The erase form on useFormSubmission: the box checked with the contracts schema as it changes; the browser posts
 * the form (its token a hidden field) to the action, as a browser without JavaScript does. A refusal (an expired
 * link, too many tries) is written in the form; once erased the page says so.
 */
function EraseForm({ token, result, onErased }: { token: string; result?: FormResult; onErased: () => void }) {
  const { search } = useLocation();
  const post = useActionPost(messages.defaultError);
  const submission = useFormSubmission({
    schema: NewsletterEraseForm,
    mode: 'onChange',
    defaultValues: { confirm: false as never },
    result,
    failureMessage: messages.defaultError,
    failureToast: false,
    send: (_values, _trap, form) => post(form),
    onSuccess: onErased,
  });
  return (
    <form method="post" action={`/newsletter/my-data${search}`} noValidate onSubmit={submission.onSubmit}>
      <FormError message={submission.failure ?? failureText(result)} />
      <input type="hidden" name="token" value={token} />
      <CheckboxField form={submission.form} name="confirm" label={newsletterMessages.eraseConfirmLabel} required />
      <SubmitButton loading={submission.pending}>{newsletterMessages.eraseButton}</SubmitButton>
    </form>
  );
}

export default function MyDataPage() {
  const { token, problem, valid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  // Erased by the browser's own post (the action's answer says so after a post without JavaScript).
  const [erased, setErased] = useState(false);
  const done = erased || result?.status === 'success' ? newsletterMessages.erased : null;
  return (
    // Once erased, the page's data is read again and the link finds nothing: that is the erasure, not a problem.
    <LinkPage
      title={newsletterMessages.myDataTitle}
      problem={done ? null : problem}
      done={done}
      announce={Boolean(done)}
    >
      {valid && token ? (
        <>
          <Part aria-label={newsletterMessages.downloadButton}>
            <Lead>{newsletterMessages.myDataIntro}</Lead>
            <p>
              <a href={`/newsletter/frequency?token=${encodeURIComponent(token)}`}>
                {newsletterMessages.frequencyMyDataLink}
              </a>
            </p>
            <div>
              <Button as="a" href={exportPath(token)} download $variant="secondary">
                {newsletterMessages.downloadButton}
              </Button>
            </div>
          </Part>
          <Part aria-labelledby="erase-heading">
            <SectionTitle id="erase-heading">{newsletterMessages.eraseHeading}</SectionTitle>
            <EraseForm token={token} result={result} onErased={() => setErased(true)} />
          </Part>
        </>
      ) : null}
    </LinkPage>
  );
}
