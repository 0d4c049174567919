import { theme } from '@civicbrief/design-system';
import type { FormResult } from '@civicbrief/forms';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LoginForm } from '.';

/** The login route's action as the browser's post reaches it: answers queued by a test, the posted fields recorded. */
const answers: (FormResult | Response)[] = [];
const posts: Record<string, string>[] = [];
async function action({ request }: { request: Request }) {
  posts.push(Object.fromEntries(new URLSearchParams(await request.text())));
  const next = answers.shift();
  if (next === undefined) throw new Error('no answer queued for this post');
  return next;
}

function renderForm(result?: FormResult) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm result={result} />, action },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
  return router;
}

async function fillAndSend(password = 'civicbrief-demo') {
  await userEvent.type(screen.getByLabelText(/Email/), 'demo@civicbrief.example');
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  afterEach(() => {
    answers.length = 0;
    posts.length = 0;
  });

  it('has labelled, required email and password fields, and posts to /login without JavaScript', () => {
    renderForm();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
  });

  it('shows the schema messages, tied to the fields, and does not submit an empty form', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter an email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Please enter your password');
    expect(posts).toEqual([]);
  });

  it("posts a filled form to the route's action and follows its redirect to the dashboard", async () => {
    answers.push(redirect('/dashboard'));
    const router = renderForm();
    await fillAndSend();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(posts).toEqual([
      {
        email: 'demo@civicbrief.example',
        password: 'civicbrief-demo',
      },
    ]);
  });

  it('writes a refused sign-in in the form, as an alert that describes it', async () => {
    answers.push({
      status: 'failed',
      message: 'Invalid email or password',
      values: { email: 'demo@civicbrief.example' },
    });
    renderForm();
    await fillAndSend('not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('form')).toHaveAccessibleDescription(
      'Invalid email or password',
    );
    expect(screen.getByLabelText(/Password/)).toHaveValue('not the password');
  });

  it("shows the server's answers after a post without JavaScript: the refusal as an alert, the field messages", () => {
    renderForm({ status: 'failed', message: 'Invalid email or password', values: { email: 'x@y.z' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/Email/)).toHaveValue('x@y.z');
  });

  it('shows the field messages the server answered a post without JavaScript', () => {
    renderForm({
      status: 'invalid',
      fieldErrors: { password: 'Please enter your password' },
      values: { email: 'x@y.z' },
    });
    expect(screen.getByLabelText(/Email/)).toHaveValue('x@y.z');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Please enter your password');
  });
});
