import { LoginInput, messages } from '@civicbrief/contracts';
import { theme } from '@civicbrief/design-system';
import {
  failureText,
  FormError,
  postToAction,
  SubmitButton,
  TextField,
  useFormSubmission,
  type FormResult,
} from '@civicbrief/forms';
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
  /** The route whose action signs in (its id, for the browser's post to it). */
  action?: string;
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
      <FormError id="login-error" message={failure} />
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
        <SubmitButton loading={submission.pending} loadingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </FormBox>
  );
}
