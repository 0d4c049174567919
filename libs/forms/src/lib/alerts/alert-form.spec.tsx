import { alertMessages, messages } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { actionAnswer, fakeActionFetch } from '../../testing/action-answer';
import type { FormResult } from '../parse-form';
import { AlertForm } from './alert-form';

const search = { q: 'bike lanes', state: 'ca', city: 'saratoga', type: '', from: '', to: '' };

function renderForm(result?: FormResult, onSuccess = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <AlertForm search={search} result={result} onSuccess={onSuccess} />
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
  const fetcher = fakeActionFetch();
  beforeEach(fetcher.install);
  afterEach(fetcher.restore);

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
    expect(fetcher.posts).toEqual([]);
  });

  it("posts the checked form to the route's action, and tells the page once the alert is created", async () => {
    fetcher.answer(actionAnswer({ status: 'success' }));
    const { user, onSuccess } = renderForm();
    await fillAndSend(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [{ url, body }] = fetcher.posts;
    expect(url.searchParams.get('_data')).toBe('routes/alerts.new');
    expect(new URLSearchParams(String(body)).get('email')).toBe('ada@example.com');
  });

  it("writes the action's refusal in the form, and its field messages on the fields", async () => {
    fetcher.answer(
      actionAnswer({ status: 'failed', message: alertMessages.tooManyAlerts, values: {}, httpStatus: 409 }, 409),
    );
    const { user } = renderForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.tooManyAlerts);
    fetcher.answer(
      actionAnswer(
        { status: 'invalid', fieldErrors: { email: 'Please enter a valid email address' }, values: {} },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fetcher.answer(new TypeError('Failed to fetch'));
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
