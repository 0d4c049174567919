import { intakeThanks } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError } from '@civicbrief/gateway-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { RealEstateLeadForm } from './real-estate-lead-form';

function renderForm(subscribeRealEstate: jest.Mock) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <RealEstateLeadForm action="/real-estate" client={{ subscribeRealEstate }} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@acme.example');
  await user.type(screen.getByRole('textbox', { name: 'Role or title' }), 'Developer');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme Homes');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('RealEstateLeadForm', () => {
  it('has no city or state, validates on change and sends the lead with its company', async () => {
    const subscribeRealEstate = jest.fn().mockResolvedValue({ ok: true, id: 'x' });
    const user = renderForm(subscribeRealEstate);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const company = screen.getByRole('textbox', { name: 'Company' });
    await user.type(company, 'A');
    await user.clear(company);
    expect(await screen.findByText('Please type your company name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await fill(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: intakeThanks.onboarding })).toBeInTheDocument();
    expect(subscribeRealEstate.mock.calls[0][0].data).toMatchObject({
      company: 'Acme Homes',
      email: 'ada@acme.example',
    });
  });

  it("raises 'Error while onboarding' when the call fails", async () => {
    const user = renderForm(jest.fn().mockRejectedValue(new GatewayError('boom', 500, 'http')));
    await fill(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while onboarding')).toBeInTheDocument();
  });
});
