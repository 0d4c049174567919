import { demoMessages, type Industry } from '@civicbrief/contracts';
import { theme, ToastProvider } from '@civicbrief/design-system';
import { GatewayError } from '@civicbrief/gateway-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { DemoRequestForm } from './demo-request-form';

type Variant = 'basic' | 'extended';

function renderForm(requestDemo: jest.Mock, variant: Variant = 'basic', parentIndustry?: Industry) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <DemoRequestForm
          variant={variant}
          parentIndustry={parentIndustry}
          action="/contact#contact-form"
          client={{ requestDemo }}
        />
      </ToastProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillBasic(user: ReturnType<typeof userEvent.setup>, industry: Industry | null = 'Law Firm') {
  await user.type(textbox('First name'), 'Ada');
  await user.type(textbox('Last name'), 'Lovelace');
  await user.type(textbox('Work email'), 'ada@acme.example');
  await user.type(textbox('Role or title'), 'Partner');
  await user.type(textbox('Company'), 'Acme LLP');
  if (industry) await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), industry);
  await user.type(textbox('Company website'), 'acme.example');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('DemoRequestForm', () => {
  it('offers exactly the spec industries and shows every basic message on submit, submit marked disabled while invalid', async () => {
    const requestDemo = jest.fn();
    const user = renderForm(requestDemo);
    const industry = screen.getByRole('combobox', { name: 'Industry' });
    expect([...industry.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select your industry',
      'Local Government',
      'Government Affairs',
      'Law Firm',
      'Real Estate Firm',
      'Public Advocacy Group',
      'Media',
      'Other',
    ]);
    // Validated on submit: typing shows nothing yet.
    await user.type(textbox('First name'), 'A');
    await user.clear(textbox('First name'));
    expect(screen.queryByText('Please type your name')).not.toBeInTheDocument();
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit());
    for (const message of [
      'Please type your name',
      'Please type your last name',
      'Please type your email address',
      'Please type your role or title',
      'Please type your company name',
      'Please select the industry',
      'This field is required.',
      'Please agree to the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(textbox('First name')).toHaveFocus();
    expect(textbox('Mobile phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(requestDemo).not.toHaveBeenCalled();
    await user.type(textbox('Work email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the region for Real Estate Firm only, as optional, and sends it then', async () => {
    const requestDemo = jest.fn().mockResolvedValue({ ok: true, id: 'x' });
    const user = renderForm(requestDemo);
    expect(screen.queryByRole('textbox', { name: 'Region (optional)' })).not.toBeInTheDocument();
    await fillBasic(user, 'Real Estate Firm');
    expect(textbox('Region (optional)')).not.toBeRequired();
    await user.type(textbox('Region (optional)'), 'Pacific Northwest');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Media');
    expect(screen.queryByRole('textbox', { name: 'Region (optional)' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Real Estate Firm');
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: demoMessages.thankYou })).toHaveFocus();
    expect(demoMessages.thankYou).toBe(
      'Thank you for reaching out! We\u2019ve received your message and will get back to you soon.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(requestDemo).toHaveBeenCalledTimes(1);
    expect(requestDemo.mock.calls[0][0].data).toMatchObject({
      formName: 'basic',
      industry: 'Real Estate Firm',
      region: 'Pacific Northwest',
      companyName: 'Acme LLP',
      website: 'acme.example',
      terms: true,
      source: window.location.href,
    });
  });

  it('hides the industry and sends the parent industry; the extended form requires the phone and the markets', async () => {
    const requestDemo = jest.fn().mockResolvedValue({ ok: true, id: 'x' });
    const user = renderForm(requestDemo, 'extended', 'Local Government');
    expect(screen.queryByRole('combobox', { name: 'Industry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Region (optional)' })).not.toBeInTheDocument();
    await fillBasic(user, null);
    await user.click(submit());
    expect(await screen.findByText('Please enter your mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('Please specify your regions, MSAs, or markets')).toBeInTheDocument();
    expect(screen.queryByText('Please select the industry')).not.toBeInTheDocument();
    await user.type(textbox('Mobile phone'), '408 555 0100');
    await user.type(textbox('Regions, MSAs or markets you cover'), 'Bay Area');
    await user.type(textbox('How could CivicBrief help you?'), 'Agendas before the meeting');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: demoMessages.thankYou })).toBeInTheDocument();
    expect(requestDemo.mock.calls[0][0].data).toMatchObject({
      formName: 'extended',
      industry: 'Local Government',
      phone: '408 555 0100',
      regions__msas__markets: 'Bay Area',
      how_civicbrief_helps: 'Agendas before the meeting',
    });
  });

  it('shows the region without a select when the parent industry is Real Estate Firm', () => {
    renderForm(jest.fn(), 'extended', 'Real Estate Firm');
    expect(screen.queryByRole('combobox', { name: 'Industry' })).not.toBeInTheDocument();
    expect(textbox('Region (optional)')).toBeInTheDocument();
  });

  it('keeps the form and its values with a toast when the gateway refuses or cannot be reached', async () => {
    const requestDemo = jest
      .fn()
      .mockRejectedValueOnce(new GatewayError('boom', 502, 'http'))
      .mockRejectedValueOnce(new GatewayError('down', 0, 'network'));
    const user = renderForm(requestDemo);
    await fillBasic(user);
    await user.click(submit());
    expect(await screen.findByText('Error while submitting. Please try again later')).toBeInTheDocument();
    expect(textbox('First name')).toHaveValue('Ada');
    await user.click(submit());
    await waitFor(() => expect(requestDemo).toHaveBeenCalledTimes(2));
    expect(textbox('Company')).toHaveValue('Acme LLP');
  });

  it("puts the gateway's field messages on the fields", async () => {
    const refusal = new GatewayError('invalid', 400, 'http', {
      error: 'Bad Request',
      message: 'invalid',
      statusCode: 400,
      fieldErrors: { 'data.website': ['This field is required.'] },
    });
    const user = renderForm(jest.fn().mockRejectedValue(refusal));
    await fillBasic(user);
    await user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(textbox('Company website')).toHaveFocus();
  });
});
