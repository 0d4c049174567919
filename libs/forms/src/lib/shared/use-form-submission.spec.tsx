import { intakeToasts } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import * as z from 'zod/mini';
import type { FormResult } from '../parse-form';
import { useFormSubmission, type FormSubmissionOptions } from './use-form-submission';

/** A form whose schema counts how often it runs, and whose send answers as told. */
function setUp(
  answer: FormResult<{ name: string }>,
  options: Partial<
    Pick<FormSubmissionOptions<{ name: string }, { name: string }, { name: string }>, 'failureToast' | 'send'>
  > = {},
) {
  let validations = 0;
  const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Please type a name')) }).check(() => {
    validations += 1;
  });
  const send = options.send ?? jest.fn(async () => answer);

  function Form() {
    const { form, onSubmit, success, failure, pending } = useFormSubmission({
      schema,
      mode: 'onBlur',
      defaultValues: { name: '' },
      failureMessage: 'Error while sending',
      ...options,
      send,
    });
    if (success) return <p>Thanks {success.name}</p>;
    return (
      <form onSubmit={onSubmit} aria-label="Test form">
        <input aria-label="Name" {...form.register('name')} />
        <p>{form.formState.errors.name?.message}</p>
        {pending ? <p>Sending…</p> : null}
        {options.failureToast === false && failure ? <p role="alert">{failure}</p> : null}
      </form>
    );
  }

  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Form />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { send, validations: () => validations };
}

describe('useFormSubmission', () => {
  it('validates the values once per submit and sends the parsed values', async () => {
    const { send, validations } = setUp({ status: 'success', name: 'Ada' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    const before = validations();
    const form = screen.getByRole('form', { name: 'Test form' });
    fireEvent.submit(form);
    expect(await screen.findByText('Thanks Ada')).toBeInTheDocument();
    expect(validations() - before).toBe(1);
    // The form itself goes along, for a submit that posts it to its route's action.
    expect(send).toHaveBeenCalledWith({ name: 'Ada' }, '', form);
  });

  it("puts a 400's messages on the fields, without a toast", async () => {
    const { send } = setUp({ status: 'invalid', fieldErrors: { name: 'Taken' }, values: {} });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Error while sending')).not.toBeInTheDocument();
  });

  it("raises the form's toast for a 400 that names none of its fields", async () => {
    setUp({ status: 'invalid', fieldErrors: { page_url: 'Too long' }, values: {} });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    expect(await screen.findByText('Error while sending')).toBeInTheDocument();
    expect(screen.queryByText('Too long')).not.toBeInTheDocument();
  });

  it("shows the form's own message after a 429, the wait hint under it", async () => {
    setUp({ status: 'failed', message: 'Error while sending', hint: intakeToasts.tooManyRequests, values: {} });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await waitFor(() => expect(screen.getByText('Error while sending')).toBeInTheDocument());
    expect(screen.getByText(intakeToasts.tooManyRequests)).toBeInTheDocument();
  });

  it('stays busy until the send answers (a post to the action that the router follows elsewhere never does)', async () => {
    let answer = (_result: FormResult<{ name: string }>) => undefined as void;
    const send = jest.fn(() => new Promise<FormResult<{ name: string }>>((resolve) => (answer = resolve)));
    setUp({ status: 'success', name: 'Ada' }, { send });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    answer({ status: 'success', name: 'Ada' });
    expect(await screen.findByText('Thanks Ada')).toBeInTheDocument();
  });

  it('with failureToast off, leaves the failure to the form (its own alert), without a toast', async () => {
    setUp({ status: 'failed', message: 'Invalid email or password', values: {} }, { failureToast: false });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(1);
  });
});
