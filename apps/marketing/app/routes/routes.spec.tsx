import { theme } from '@civicbrief/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { MarketingPage } from '../components/blocks';
import { crmFormIds } from '../components/blocks/content.server';
import { loader as splatLoader } from './$';
import SubscriptionCenter from './subscription-center';

function renderPage(element: JSX.Element, loaderData?: unknown) {
  const router = createMemoryRouter([
    { path: '/', element, loader: loaderData === undefined ? undefined : () => loaderData },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
}

const FORM_ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const banner = (event: string, greeting: string) => ({
  block: 'EventBanner',
  props: { event, eventName: event, greeting },
});
const blocks = [
  banner('calcities-2026', 'Welcome, League of California Cities attendees!'),
  banner('uli-fall-2026', 'Welcome, ULI Fall Meeting attendees!'),
  { block: 'Hero', props: { heading: 'Local decisions, summarized', subheading: 'For about 500 cities.' } },
  {
    block: 'Offerings',
    props: { heading: 'What you get', items: [{ title: 'Summaries', description: 'Every meeting.' }] },
  },
  { block: 'ContactForm', props: { variant: 'extended', parentIndustry: 'Real Estate Firm' } },
  { block: 'Login', props: {} },
  { block: 'Video', props: { title: 'Tour' } },
  { block: 'NoSuchBlock', props: {} },
];
const data = (event: string | null) => ({
  page: { title: 'Home', description: null, keywords: [], blocks },
  event,
  crm: null,
});

describe('marketing content pages', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('render their blocks through the registry, skipping unknown ones', async () => {
    renderPage(<MarketingPage />, data(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Local decisions, summarized' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '#contact-form');
    expect(
      within(screen.getByRole('region', { name: 'What you get' })).getByRole('heading', { name: 'Summaries' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // The Video block loads on demand.
    await waitFor(() => expect(document.querySelector('video source')).not.toBeNull());
    expect(document.querySelector('video source')).toHaveAttribute('src', '/_marketing/media/civicbrief-tour.mp4');
    expect(document.querySelector('video track')).toHaveAttribute('src', '/_marketing/media/civicbrief-tour.en.vtt');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"NoSuchBlock"'));
  });

  it('render the ContactForm block as the extended demo form at #contact-form, its industry given by the page', async () => {
    renderPage(<MarketingPage />, data(null));
    const form = await screen.findByRole('form', { name: 'Book a demo' });
    expect(form.closest('section')).toHaveAttribute('id', 'contact-form');
    expect(within(form).queryByRole('combobox', { name: /industry/i })).toBeNull();
    expect(within(form).getByRole('textbox', { name: /regions, MSAs or markets/i })).toBeInTheDocument();
  });

  it('show no event banner to a visitor without an event link, and only its own to one with it', async () => {
    renderPage(<MarketingPage />, data(null));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Welcome,/)).toBeNull();
  });

  it.each([
    ['calcities-2026', 'Welcome, League of California Cities attendees!', 'Welcome, ULI Fall Meeting attendees!'],
    ['uli-fall-2026', 'Welcome, ULI Fall Meeting attendees!', 'Welcome, League of California Cities attendees!'],
  ])('show the %s banner only to its visitors', async (event, shown, hidden) => {
    renderPage(<MarketingPage />, data(event));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(hidden)).toBeNull();
  });

  it('read the CRM form ids from the environment only when both are valid', () => {
    expect(crmFormIds({ MARKETING_FORMS_ID: '4421337', MARKETING_TRIAL_FORM_ID: FORM_ID })).toEqual({
      portalId: '4421337',
      formId: FORM_ID,
    });
    expect(crmFormIds({ MARKETING_FORMS_ID: '4421337' })).toBeNull();
    expect(crmFormIds({ MARKETING_FORMS_ID: 'abc', MARKETING_TRIAL_FORM_ID: FORM_ID })).toBeNull();
  });
});

describe('marketing pages', () => {
  it('subscription center shows only the spec text', () => {
    renderPage(<SubscriptionCenter />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscription center is no longer active.');
  });

  it('answers unknown paths with a 404 response', () => {
    expect(splatLoader).toThrow(expect.any(Response));
    expect(splatLoader).toThrow(expect.objectContaining({ status: 404 }));
  });
});
