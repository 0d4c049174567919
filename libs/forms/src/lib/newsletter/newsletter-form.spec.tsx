import { intakeThanks, TRAP_FIELD } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError, type GatewayClient } from '@civicbrief/gateway-client';
import { clientWith } from '@civicbrief/gateway-client/testing';
import { DEFAULT_LOCATION } from '@civicbrief/locations';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { NewsletterForm } from './newsletter-form';

type Answer = () => Promise<{ ok: true; id: string; status?: 'subscribed' | 'pending-confirmation' }>;

/** The two newsletter calls of a GatewayClient, recording their order; the others are never called here. */
function fakeClient(identify: Answer, subscribe: Answer) {
  const calls: string[] = [];
  const client = clientWith({
    identify: () => (calls.push('identify'), identify()),
    subscribeNewsletter: () => (calls.push('subscribe'), subscribe()),
  });
  return { calls, client };
}

const accepted: Answer = async () => ({ ok: true, id: 'x', status: 'subscribed' });
const failing: Answer = async () => {
  throw new GatewayError('boom', 500, 'http');
};

function renderForm(client: GatewayClient, defaults = DEFAULT_LOCATION) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <NewsletterForm defaults={defaults} label="Newsletter" client={client} />
      </ToastProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const submitButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('NewsletterForm', () => {
  afterEach(() => {
    delete (window as { gtag?: unknown }).gtag;
  });

  it('shows the email messages on blur and enables Subscribe only once valid', async () => {
    const user = renderForm(fakeClient(accepted, accepted).client);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Please enter an email address')).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('links the selects: a new state clears the city and county, a city fills them again', async () => {
    const user = renderForm(fakeClient(accepted, accepted).client);
    const city = screen.getByRole('combobox', { name: 'City' });
    const county = screen.getByRole('combobox', { name: 'County' });
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(city).toHaveValue('Saratoga');
    await user.selectOptions(state, 'Texas');
    expect(city).toHaveValue('');
    expect(county).toHaveValue('');
    await user.selectOptions(state, 'California');
    await user.selectOptions(city, 'Palo Alto');
    expect(county).toHaveValue('Santa Clara County');
    expect(state).toHaveValue('California');
  });

  it('keeps Subscribe disabled without a city even when the rest is valid', async () => {
    const user = renderForm(fakeClient(accepted, accepted).client);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), '');
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('identifies, subscribes, replaces the form with the thanks and sends the analytics event', async () => {
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const { calls, client } = fakeClient(accepted, async () => ({ ok: true, id: 'x', status: 'pending-confirmation' }));
    const user = renderForm(client);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(submitButton());
    const heading = await screen.findByRole('heading', { name: intakeThanks.newsletter });
    expect(heading).toHaveFocus();
    expect(screen.getByText(intakeThanks.newsletterConfirm)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls).toEqual(['identify', 'subscribe']);
    expect(gtag).toHaveBeenCalledWith('event', 'Newsletter Subscription Complete', {
      city_name: 'Saratoga',
      page_url: window.location.href,
    });
  });

  it('shows a bot that filled the honeypot the thanks, calls nothing and counts no subscription', async () => {
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const { calls, client } = fakeClient(accepted, accepted);
    const user = renderForm(client);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bot@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    const trap = document.querySelector<HTMLInputElement>(`input[name="${TRAP_FIELD}"]`);
    if (!trap) throw new Error('the form has no honeypot');
    await user.type(trap, 'http://spam.example');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: intakeThanks.newsletter })).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(gtag).not.toHaveBeenCalled();
  });

  it("toasts 'Error while subscribing' and stays on the form when identify fails", async () => {
    const { calls, client } = fakeClient(failing, accepted);
    const user = renderForm(client);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Error while subscribing')).toBeInTheDocument();
    expect(calls).toEqual(['identify']);
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it('renders the action answer of a post made without JavaScript', () => {
    render(
      <ThemeProvider theme={theme}>
        <NewsletterForm
          defaults={DEFAULT_LOCATION}
          label="Newsletter"
          result={{
            status: 'invalid',
            fieldErrors: { email: 'Please enter a valid email address' },
            values: { email: 'nope', terms: true },
          }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nope');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByRole('checkbox', { name: /terms/ })).toBeChecked();
  });
});
