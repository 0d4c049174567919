import { theme } from '@civicbrief/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LoginForm, type LoginActionData } from '.';

function renderForm(result?: LoginActionData, action = jest.fn(() => null)) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginForm result={result} />, action }], {
    initialEntries: ['/login'],
  });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
  return action;
}

describe('LoginForm', () => {
  it('has labelled, required email and password fields', () => {
    renderForm();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the schema messages, tied to the fields, and does not submit an empty form', async () => {
    const action = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter an email address');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Please enter your password');
    expect(action).not.toHaveBeenCalled();
  });

  it('submits a filled form', async () => {
    const action = renderForm();
    await userEvent.type(screen.getByLabelText(/Email/), 'demo@civicbrief.example');
    await userEvent.type(screen.getByLabelText(/Password/), 'civicbrief-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it("shows the server's answers: a form error as an alert and field messages", () => {
    renderForm({
      formError: 'Invalid email or password',
      email: 'x@y.z',
      fieldErrors: { password: ['Please enter your password'] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/Email/)).toHaveValue('x@y.z');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Please enter your password');
  });
});
