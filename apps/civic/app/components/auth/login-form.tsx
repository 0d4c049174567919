import { LoginInput, messages } from '@civicbrief/contracts';
import { Button, ErrorNotice, theme } from '@civicbrief/design-system';
import { failureText, TextField, useFormSubmission, type FormResult } from '@civicbrief/forms';
import { styled } from 'styled-components';
import { useActionPost } from '../../lib/use-action-post';

const FormBox = styled.form`
  display: grid;
  gap: ${theme.space[2]};
  max-width: 28rem;
`;

export interface LoginFormProps {
  /** The action's answer, for the page the server renders after a post without JavaScript. */
  result?: FormResult | null;
  /** Where the form posts (with or without JavaScript): the login route, whose action signs in. */
  action?: string;
}

/**
 * The login form (spec §5: email and password, both required) on useFormSubmission: checked with LoginInput on
 * submit; the sign-in and its session cookie are the server's, so the browser posts the checked form to the
 * route's action (useActionPost), as a browser without JavaScript does; Remix follows its redirect to /dashboard. A refusal (wrong
 * email or password, too many attempts) is written in the form, tied to it.
 */
export function LoginForm({ result, action = '/login' }: LoginFormProps) {
  const post = useActionPost(messages.defaultError);
  const sent = result && result.status !== 'success' ? result.values['email'] : undefined;
  const email = typeof sent === 'string' ? sent : '';
  const submission = useFormSubmission({
    schema: LoginInput,
    mode: 'onSubmit',
    defaultValues: { email, password: '' },
    result,
    failureMessage: messages.defaultError,
    failureToast: false,
    send: (_values, _trap, form) => post(form),
  });
  const failure = submission.failure ?? failureText(result);
  const { form } = submission;

  return (
    <FormBox
      method="post"
      action={action}
      noValidate
      aria-describedby={failure ? 'login-error' : undefined}
      onSubmit={submission.onSubmit}
    >
      {failure ? (
        <ErrorNotice id="login-error" role="alert">
          {failure}
        </ErrorNotice>
      ) : null}
      <TextField
        form={form}
        name="email"
        id="login-email"
        label="Email"
        required
        type="email"
        autoComplete="username"
        defaultValue={email}
      />
      <TextField
        form={form}
        name="password"
        id="login-password"
        label="Password"
        required
        type="password"
        autoComplete="current-password"
      />
      <div>
        <Button type="submit" disabled={submission.pending}>
          {submission.pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </div>
    </FormBox>
  );
}
