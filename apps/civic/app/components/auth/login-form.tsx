import { LoginInput } from '@civicbrief/contracts';
import { Button, ErrorNotice, Input, theme } from '@civicbrief/design-system';
import { FormField } from '@civicbrief/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';

/** What the login action answers when it does not redirect. */
export interface LoginActionData {
  /** An answer about the whole attempt (wrong credentials, too many attempts). */
  formError?: string;
  fieldErrors?: Partial<Record<keyof LoginInput, string[]>>;
  email?: string;
}

const FormBox = styled(Form)`
  display: grid;
  gap: ${theme.space[2]};
  max-width: 28rem;
`;

const firstMessage = (messages?: string[]) => (messages?.[0] ? { message: messages[0] } : undefined);

/**
 * The login form (spec §5: email and password, both required). A Remix <Form>: without JavaScript the
 * browser posts it and the action validates with LoginInput; with JavaScript react-hook-form checks the
 * same schema first and only a valid form is submitted.
 */
export function LoginForm({ result }: { result?: LoginActionData }) {
  const submit = useSubmit();
  const submitting = useNavigation().state === 'submitting';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: result?.email ?? '', password: '' },
  });

  return (
    <FormBox
      method="post"
      noValidate
      aria-describedby={result?.formError ? 'login-error' : undefined}
      onSubmit={handleSubmit((_values, event) => submit(event?.target as HTMLFormElement))}
    >
      {result?.formError ? (
        <ErrorNotice id="login-error" role="alert">
          {result.formError}
        </ErrorNotice>
      ) : null}
      <FormField label="Email" required error={errors.email ?? firstMessage(result?.fieldErrors?.email)}>
        {(control) => <Input type="email" autoComplete="username" {...control} {...register('email')} />}
      </FormField>
      <FormField label="Password" required error={errors.password ?? firstMessage(result?.fieldErrors?.password)}>
        {(control) => <Input type="password" autoComplete="current-password" {...control} {...register('password')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </div>
    </FormBox>
  );
}
