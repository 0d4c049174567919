import { alertMessages, messages } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { FormResult } from '../parse-form';
import { AlertForm } from './alert-form';

const search = { q: 'bike lanes', state: 'ca', city: 'saratoga', type: '', from: '', to: '' };

/** The route's action as the browser's post reaches it: answers queued by a test, the posted fields recorded. */
const answers: (FormResult | Error)[] = [];
const posts: URLSearchParams[] = [];
const post = jest.fn(async (form?: HTMLFormElement) => {
  posts.push(new URLSearchParams(new FormData(form) as unknown as string[][]));
  const next = answers.shift();
  if (next === undefined) throw new Error('no answer queued for this post');
  if (next instanceof Error) throw next;
  return next;
});

function renderForm(result?: FormResult, onSuccess = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <AlertForm search={search} result={result} post={post} onSuccess={onSuccess} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), onSuccess };
}

const form = () => screen.getByRole('form', { name: 'Create an alert' });
const email = () => screen.getByRole('textbox', { name: 'Email' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How often' }), 'weekly');
  await user.click(screen.getByRole('button', { name: 'Create alert' }));
}

describe('AlertForm', () => {
  afterEach(() => {
    answers.length = 0;
    posts.length = 0;
    post.mockClear();
  });

  it('posts natively to the route until hydrated, with the filters as hidden fields', () => {
    renderForm();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/alerts/new');
    expect(screen.getByRole('textbox', { name: 'Words to look for' })).toHaveValue('bike lanes');
    expect(form().querySelector('input[type="hidden"][name="city"]')).toHaveValue('saratoga');
  });

  it('sends nothing while the address is missing: the field says why', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(posts).toEqual([]);
  });

  it("posts the checked form to the route's action, and tells the page once the alert is created", async () => {
    answers.push({ status: 'success' });
    const { user, onSuccess } = renderForm();
    const element = form();
    await fillAndSend(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(element);
    expect(posts[0].get('email')).toBe('ada@example.com');
    expect(posts[0].get('city')).toBe('saratoga');
  });

  it("writes the action's refusal in the form, and its field messages on the fields", async () => {
    answers.push({ status: 'failed', message: alertMessages.tooManyAlerts, values: {}, httpStatus: 409 });
    const { user } = renderForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.tooManyAlerts);
    answers.push({ status: 'invalid', fieldErrors: { email: 'Please enter a valid email address' }, values: {} });
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answers.push({ status: 'failed', message: messages.defaultError, values: {} });
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.defaultError);
  });

  it('shows the answer of a post without JavaScript: the values sent and the field messages', () => {
    renderForm({
      status: 'invalid',
      fieldErrors: { q: alertMessages.queryRequired },
      values: { q: '', email: 'ada@example', frequency: 'daily' },
    });
    expect(screen.getByRole('textbox', { name: 'Words to look for' })).toHaveAccessibleDescription(
      expect.stringContaining(alertMessages.queryRequired),
    );
    expect(email()).toHaveValue('ada@example');
  });

  it('shows a refusal the action answered a post without JavaScript, with the values sent', () => {
    renderForm({ status: 'failed', message: alertMessages.tooManyAlerts, values: { email: 'ada@example.com' } });
    expect(screen.getByRole('alert')).toHaveTextContent(alertMessages.tooManyAlerts);
    expect(email()).toHaveValue('ada@example.com');
  });

  it('leaves the page to say what comes next once the action created the alert', () => {
    renderForm({ status: 'success' });
    expect(screen.queryByRole('form', { name: 'Create an alert' })).not.toBeInTheDocument();
  });
});
