import { intakeThanks } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError, type GatewayClient } from '@civicbrief/gateway-client';
import { clientWith } from '@civicbrief/gateway-client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CityRequestForm } from './city-request-form';

function fakeClient(requestCity: GatewayClient['requestCity']) {
  return clientWith({ requestCity });
}

function renderForm(client: GatewayClient, prefillName = '') {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <CityRequestForm client={client} prefillName={prefillName} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const nameField = () => screen.getByRole('textbox', { name: 'City name' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Idaho');
  await user.click(screen.getByRole('checkbox', { name: /terms/ }));
  await user.click(screen.getByRole('button', { name: 'Submit request' }));
}

describe('CityRequestForm', () => {
  it('prefills the name from the search and limits the inputs to 30 characters', () => {
    renderForm(fakeClient(jest.fn()), 'Boise');
    expect(nameField()).toHaveValue('Boise');
    expect(nameField()).toHaveAttribute('maxLength', '30');
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAttribute('maxLength', '30');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(52);
  });

  it('shows the messages on blur', async () => {
    const user = renderForm(fakeClient(jest.fn()));
    await user.click(nameField());
    await user.tab();
    expect(await screen.findByText('Please type a city name')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please select a state')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'nope');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('thanks with the city name, and Submit another city brings back an empty form', async () => {
    const requestCity = jest.fn(async () => ({ ok: true as const, id: 'r1' }));
    const user = renderForm(fakeClient(requestCity), 'Boise');
    await fillAndSend(user);
    expect(await screen.findByRole('heading', { name: intakeThanks.cityRequest('Boise') })).toHaveFocus();
    // From the browser: no forwarded address, and the (empty) honeypot stays with the form.
    expect(requestCity).toHaveBeenCalledWith({ state: 'Idaho', name: 'Boise' }, {});
    await user.click(screen.getByRole('button', { name: 'Submit another city' }));
    expect(nameField()).toHaveValue('');
    expect(nameField()).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /terms/ })).not.toBeChecked();
  });

  it("toasts 'Error submitting city' when the gateway fails", async () => {
    const user = renderForm(fakeClient(jest.fn(() => Promise.reject(new GatewayError('down', 503, 'http')))), 'Boise');
    await fillAndSend(user);
    expect(await screen.findByText('Error submitting city')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Boise');
  });
});
