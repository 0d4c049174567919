import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@civicbrief/contracts';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { clientLoader, raceLoadFailure, type RaceLoadFailure } from './race-client-loader';
import { RacePage, raceMeta, type RacePageData } from './race-page';
import { renderRoutes } from '../render-routes.testing';

const RACE = '/presidential-election/2028-presidential-race';

function data(overrides: Partial<RacePageData> = {}): RacePageData {
  return {
    level: 'presidential',
    mode: 'standalone',
    race: { slug: RACE.slice(1), title: '2028 Race for President', description: 'Who is running.', path: RACE },
    candidates: [
      { slug: 'al-baker', name: 'Al Baker' },
      { slug: 'zoe-adams', name: 'Zoe Adams' },
    ],
    selected: null,
    guide: null,
    error: null,
    guideError: null,
    siteOrigin: 'https://civicbrief.example',
    ...overrides,
  };
}

const zoe = {
  slug: 'zoe-adams',
  name: 'Zoe Adams',
  title: 'Zoe Adams: Candidate for President',
  description: 'Where Zoe stands.',
  html: '<h3 id="housing">Housing</h3><h4 id="zoning">Zoning</h4><p>More homes.</p>',
  toc: [{ id: 'housing', title: 'Housing', items: [{ id: 'zoning', title: 'Zoning' }] }],
  path: `${RACE}/zoe-adams`,
};

function renderAt(url: string, loaderData: (request: Request) => RacePageData | RaceLoadFailure) {
  return renderRoutes(
    [
      { path: '/presidential-election/:race', element: <RacePage />, loader: ({ request }) => loaderData(request) },
      {
        path: '/presidential-election/:race/:candidate',
        element: <RacePage />,
        loader: ({ request }) => loaderData(request),
      },
    ],
    url,
  );
}

describe('RacePage', () => {
  it("offers the race's candidates in a labelled dropdown and shows the pick's guide", async () => {
    const router = renderAt(RACE, (request) =>
      new URL(request.url).searchParams.get('candidate') === 'zoe-adams'
        ? data({ selected: 'zoe-adams', guide: zoe })
        : data(),
    );
    const select = await screen.findByRole('combobox', { name: 'Select a candidate' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a candidate', 'Candidate: Al Baker', 'Candidate: Zoe Adams']);
    await userEvent.selectOptions(select, 'zoe-adams');
    expect(await screen.findByRole('heading', { level: 2, name: 'Voter Guide for Zoe Adams' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?candidate=zoe-adams');
  });

  it('preselects the candidate and shows topics, share links with utm tags and the print header', async () => {
    renderAt(`${RACE}?candidate=zoe-adams`, () => data({ selected: 'zoe-adams', guide: zoe }));
    expect(await screen.findByRole('combobox', { name: 'Select a candidate' })).toHaveValue('zoe-adams');
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Zoning', hidden: true })).toHaveAttribute('href', '#zoning');
    const share = screen.getByRole('list', { name: 'Share this guide' });
    expect(
      within(share)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Share on Nextdoor',
      'Share on LinkedIn',
      'Share on X (Twitter)',
      'Share on Facebook',
      'Share by email',
    ]);
    const facebook = decodeURIComponent(
      within(share).getByRole('link', { name: 'Share on Facebook' }).getAttribute('href') ?? '',
    );
    expect(facebook).toContain(`${RACE}/zoe-adams?utm_source=facebook&utm_medium=social&utm_campaign=share`);
    expect(screen.getByRole('button', { name: 'Print guide' })).toBeInTheDocument();
    expect(document.querySelector('[data-print-header]')).toHaveTextContent('Voter Guide for Zoe Adams');
  });

  it('shows the error message with a retry when the race cannot be read', async () => {
    renderAt(RACE, () =>
      data({ race: null, candidates: [], error: "Oops! We're having trouble fetching the information." }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! We're having trouble fetching the information.");
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', RACE);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows the spec's message with a retry where the guide goes when the candidate's data request fails, keeping the race", async () => {
    let fail = true;
    renderAt(RACE, (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('candidate') !== 'zoe-adams') return data();
      return fail ? raceLoadFailure(url) : data({ selected: 'zoe-adams', guide: zoe });
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Select a candidate' }), 'zoe-adams');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.guideLoadFailed);
    expect(alert).not.toHaveTextContent(messages.defaultError);
    // The rest of the page stays: title, lead and the dropdown with the pick.
    expect(screen.getByRole('heading', { level: 1, name: '2028 Race for President' })).toBeInTheDocument();
    expect(screen.getByText('Who is running.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select a candidate' })).toHaveValue('zoe-adams');
    fail = false;
    await userEvent.click(within(alert).getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Voter Guide for Zoe Adams' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message in place of the race when the first request for a race fails', async () => {
    renderAt(`${RACE}/zoe-adams`, (request) => raceLoadFailure(new URL(request.url)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.guideLoadFailed);
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `${RACE}/zoe-adams`);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it("titles a single-guide page after the candidate and sends another pick to that candidate's page", async () => {
    const router = renderAt(`${RACE}/zoe-adams`, (request) =>
      request.url.endsWith('al-baker')
        ? data({
            mode: 'single',
            selected: 'al-baker',
            guide: { ...zoe, slug: 'al-baker', name: 'Al Baker', title: 'Al Baker: Candidate' },
          })
        : data({ mode: 'single', selected: 'zoe-adams', guide: zoe }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: zoe.title })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Select a candidate' }), 'al-baker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Baker: Candidate' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${RACE}/al-baker`);
  });

  it('titles pages after the race or the candidate', () => {
    expect(raceMeta({ data: data() })).toContainEqual({ title: '2028 Race for President | CivicBrief' });
    expect(raceMeta({ data: data({ mode: 'single', guide: zoe }) })).toContainEqual({
      title: 'Voter Guide for Zoe Adams | CivicBrief',
    });
  });
});

describe('race clientLoader', () => {
  const args = (url: string, serverLoader: () => Promise<unknown>) =>
    ({ request: new Request(`http://x${url}`), params: {}, serverLoader }) as unknown as ClientLoaderFunctionArgs;

  it("passes the server's data through", async () => {
    const good = data();
    await expect(clientLoader(args(RACE, async () => good))).resolves.toBe(good);
  });

  it.each([
    ['no answer (a network error)', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => Promise.reject(new Error('Unexpected Server Error'))],
    ['a 500 page instead of data', async () => '<h1>Internal Server Error</h1>'],
  ])('turns %s into a failure the page shows in place', async (_, serverLoader) => {
    await expect(clientLoader(args(`${RACE}?candidate=zoe-adams`, serverLoader))).resolves.toEqual({
      loadFailed: true,
      level: 'presidential',
      mode: 'standalone',
      racePath: RACE,
      selected: 'zoe-adams',
    });
    await expect(clientLoader(args(`${RACE}/al-baker`, serverLoader))).resolves.toMatchObject({
      mode: 'single',
      selected: 'al-baker',
    });
  });

  it('keeps a 404 or redirect the server threw', async () => {
    const notFound = new Response('Not Found', { status: 404 });
    await expect(clientLoader(args(`${RACE}/nobody`, async () => Promise.reject(notFound)))).rejects.toBe(notFound);
  });
});
