import { LoginInput, messages } from '@civicbrief/contracts';
import { Button, ErrorNotice, theme } from '@civicbrief/design-system';
import { failureText, postToAction, TextField, useFormSubmission, type FormResult } from '@civicbrief/forms';
import { useNavigate } from '@remix-run/react';
import { styled } from 'styled-components';

const FormBox = styled.form`
  display: grid;
  gap: ${theme.space[2]};
  max-width: 28rem;
`;

export interface LoginFormProps {
  /** The action's answer, for the page the server renders after a post without JavaScript. */
  result?: FormResult | null;
  /** Where the form posts: the login route, whose action signs in. */
  action?: string;
  /** That route's id, for the browser's own post to its action (postToAction). */
  route?: string;
}

/**
 * The login form (spec §5: email and password, both required) on useFormSubmission: checked with LoginInput on
 * submit; the sign-in and its session cookie are the server's, so the browser posts the checked form to the
 * route's action, as a browser without JavaScript does, and follows its redirect to /dashboard. A refusal (wrong
 * email or password, too many attempts) is written in the form, tied to it.
 */
export function LoginForm({ result, action = '/login', route = 'routes/login' }: LoginFormProps) {
  const navigate = useNavigate();
  const sent = result && result.status !== 'success' ? result.values['email'] : undefined;
  const email = typeof sent === 'string' ? sent : '';
  const submission = useFormSubmission({
    schema: LoginInput,
    mode: 'onSubmit',
    defaultValues: { email, password: '' },
    result,
    failureMessage: messages.defaultError,
    failureToast: false,
    send: (_values, _trap, form) => postToAction(form, route, messages.defaultError),
    navigate,
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
