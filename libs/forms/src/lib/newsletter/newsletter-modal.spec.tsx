import { intakeThanks } from '@civicbrief/contracts';
import { theme } from '@civicbrief/design-system';
import { DEFAULT_LOCATION } from '@civicbrief/locations';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { renderToString } from 'react-dom/server';
import { NEWSLETTER_AUTO_CLOSE_MS, modalHiddenCities, NewsletterModal, newsletterModalBody } from './newsletter-modal';
import { NewsletterModalBody } from './newsletter-modal-body';

// The modal builds its form's client itself; the browser client's fetch is the network edge here
// (jsdom has no Response: the answer carries what the client reads of one).
const accepted = {
  ok: true,
  status: 200,
  statusText: 'OK',
  text: async () => JSON.stringify({ ok: true, id: 'x', status: 'subscribed' }),
};
const fetchMock = jest.fn(async (_url: string) => accepted);

beforeAll(() => {
  // jsdom has no fetch; the form's same-origin client resolves '/api/...' against the page.
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

function renderModal(autoClose: boolean) {
  render(
    <ThemeProvider theme={theme}>
      <NewsletterModal defaults={DEFAULT_LOCATION} autoClose={autoClose} title="Saratoga newsletter" />
    </ThemeProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

async function subscribe(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  // The form's code arrives as the button comes into view (at once in jsdom, which has no IntersectionObserver).
  const dialog = await screen.findByRole('dialog', { name: 'Saratoga newsletter' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
  await within(dialog).findByRole('heading', { name: intakeThanks.newsletter });
  return dialog;
}

describe('NewsletterModal', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('loses its close control after success and closes itself with autoClose', async () => {
    const user = renderModal(true);
    const dialog = await subscribe(user);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/customerio/entityCreate?workflow=newsletter',
      '/api/customerio/subscribe?workflow=newsletter',
    ]);
    act(() => jest.advanceTimersByTime(NEWSLETTER_AUTO_CLOSE_MS - 100));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });

  it('stays open after success without autoClose, with a Done button to leave', async () => {
    const user = renderModal(false);
    const dialog = await subscribe(user);
    act(() => jest.advanceTimersByTime(NEWSLETTER_AUTO_CLOSE_MS * 2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });
});

describe('NewsletterModal in the server HTML', () => {
  it('is a button opening its dialog natively, the dialog holding the form that posts without JavaScript', () => {
    newsletterModalBody.provide(NewsletterModalBody);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <NewsletterModal defaults={DEFAULT_LOCATION} title="Saratoga newsletter" />
      </ThemeProvider>,
    );
    document.body.innerHTML = html;
    const button = screen.getByRole('button', { name: 'Subscribe' });
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    const form = dialog?.querySelector('form');
    expect(form).toHaveAttribute('action', '/subscribe');
    expect(form?.querySelector('input[type=email]')?.id.startsWith(dialog?.id ?? '-')).toBe(true);
    expect(within(dialog as HTMLElement).getByRole('button', { name: 'Close', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
    document.body.innerHTML = '';
  });
});

describe('modalHiddenCities', () => {
  it('hides the three cities unless one is the default', () => {
    expect(modalHiddenCities(DEFAULT_LOCATION)).toEqual(['Alamo', 'Rancho Santa Fe', 'Kentfield']);
    expect(modalHiddenCities({ city: 'Alamo', county: 'Contra Costa County', state: 'California' })).toEqual([
      'Rancho Santa Fe',
      'Kentfield',
    ]);
  });
});
