import { intakeThanks } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError } from '@civicbrief/gateway-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { RsvpForm } from './rsvp-form';

const invitation = {
  place: { city: 'Saratoga', state: 'California' },
  event: { name: 'Saratoga community meeting', time: 'To be announced' },
  id: 'sub-1',
};

function renderForm(
  identify = jest.fn().mockResolvedValue({ ok: true, id: 'x' }),
  sendEvent = jest.fn().mockResolvedValue({ ok: true, id: 'y' }),
) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <RsvpForm
          action="/rsvp?city=Saratoga"
          invitation={invitation}
          prefill={{ first_name: 'Ada', last_name: null, email: 'ada@example.com' }}
          client={{ identify, sendEvent }}
        />
      </ToastProvider>
    </ThemeProvider>,
  );
  return { identify, sendEvent, user: userEvent.setup() };
}

const yes = () => screen.getByRole('checkbox', { name: 'Yes' });
const no = () => screen.getByRole('checkbox', { name: 'No' });

describe('RsvpForm', () => {
  it('is prefilled and validates on blur', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    const last = screen.getByRole('textbox', { name: 'Last name' });
    await user.click(last);
    expect(screen.queryByText('Please enter your last name')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ada@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('keeps yes and no exclusive, shows the guest count only when attending, and asks for an answer on blur', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Number of guests (optional)' })).not.toBeInTheDocument();
    await user.click(yes());
    expect(screen.getByRole('textbox', { name: 'Number of guests (optional)' })).toBeInTheDocument();
    await user.click(no());
    expect(yes()).not.toBeChecked();
    expect(no()).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Number of guests (optional)' })).not.toBeInTheDocument();
    await user.click(no());
    await user.tab();
    expect(await screen.findByText('Please select if you will attend')).toBeInTheDocument();
    expect(yes()).toBeInvalid();
  });

  it('identifies, sends the RSVP and shows the confirmation', async () => {
    const { identify, sendEvent, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.click(yes());
    await user.type(screen.getByRole('textbox', { name: 'Number of guests (optional)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: intakeThanks.rsvpAttending })).toHaveFocus();
    expect(identify).toHaveBeenCalledTimes(1);
    expect(sendEvent).toHaveBeenCalledWith(
      'sub-1',
      {
        name: 'RSVP',
        data: {
          event: 'Saratoga community meeting',
          event_time: 'To be announced',
          rsvp: "Yes, I'll be there!",
          attendees: '2',
        },
      },
      { forwardedFor: undefined },
    );
  });

  it('shows the decline message', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.click(no());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: intakeThanks.rsvpDeclined })).toBeInTheDocument();
  });

  it('stays in the form with the toast when identify fails, and sends no event', async () => {
    const { sendEvent, user } = renderForm(jest.fn().mockRejectedValue(new GatewayError('down', 502, 'http')));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.click(no());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while submitting. Please try again later')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(sendEvent).not.toHaveBeenCalled();
    expect(no()).toBeChecked();
  });
});
