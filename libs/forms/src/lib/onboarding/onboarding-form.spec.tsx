import { intakeThanks } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError } from '@civicbrief/gateway-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { OnboardingForm } from './onboarding-form';

const wrap = (element: ReactElement) => (
  <ThemeProvider theme={theme}>
    <ToastProvider>{element}</ToastProvider>
  </ThemeProvider>
);

function renderForm(subscribeOnboarding = jest.fn().mockResolvedValue({ ok: true, id: 'x' }), inDialog = false) {
  render(wrap(<OnboardingForm action="/onboarding" client={{ subscribeOnboarding }} inDialog={inDialog} />));
  return { subscribeOnboarding, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@city.gov');
  await user.type(screen.getByRole('textbox', { name: 'Role or title' }), 'City clerk');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('OnboardingForm with JavaScript', () => {
  it('validates on change and enables Submit only once valid with a city and state picked', async () => {
    const { subscribeOnboarding, user } = renderForm();
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.type(first, 'A');
    await user.clear(first);
    expect(await screen.findByText('Please type your name')).toBeInTheDocument();
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'zz');
    expect(await screen.findByText('Please select a city')).toBeInTheDocument();
    await user.clear(city);
    await fillPerson(user);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'saratoga');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Santa Clara County, California')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: intakeThanks.onboarding })).toHaveFocus();
    expect(screen.getByText(intakeThanks.onboardingNext)).toBeInTheDocument();
    expect(subscribeOnboarding.mock.calls[0][0].data).toMatchObject({
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'CA',
      title: 'City clerk',
    });
  });

  it("turns city, county and state into free inputs with 'Enter your city manually'", async () => {
    const { subscribeOnboarding, user } = renderForm();
    await fillPerson(user);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Smallville');
    await user.click(screen.getByRole('option', { name: 'Enter your city manually' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await user.type(city, 'X');
    await user.clear(city);
    expect(await screen.findByText('Please type your city name')).toBeInTheDocument();
    await user.type(city, 'Smallville');
    await user.type(screen.getByRole('textbox', { name: 'County (optional)' }), 'Lowell County');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'KS');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await screen.findByRole('heading', { name: intakeThanks.onboarding });
    expect(subscribeOnboarding.mock.calls[0][0].data).toMatchObject({
      city: 'Smallville',
      county: 'Lowell County',
      state: 'KS',
    });
  });

  it("keeps the form and raises the toast 'Error while onboarding' when the call fails", async () => {
    const { user } = renderForm(jest.fn().mockRejectedValue(new GatewayError('boom', 500, 'http')), true);
    await fillPerson(user);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'saratoga');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    // The toast, and inside the dialog the same text for screen readers (the modal hides the toast from them).
    await waitFor(() => expect(screen.getAllByText('Error while onboarding')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Error while onboarding');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });
});
