import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function renderAt(url: string, loaderData: (request: Request) => RacePageData) {
  return renderRoutes(
    [
      { path: '/presidential-election/:race', element: <RacePage />, loader: ({ request }) => loaderData(request) },
      { path: '/presidential-election/:race/:candidate', element: <RacePage />, loader: ({ request }) => loaderData(request) },
    ],
    url,
  );
}

describe('RacePage', () => {
  it("offers the race's candidates in a labelled dropdown and shows the pick's guide", async () => {
    const router = renderAt(RACE, (request) =>
      new URL(request.url).searchParams.get('candidate') === 'zoe-adams' ? data({ selected: 'zoe-adams', guide: zoe }) : data(),
    );
    const select = await screen.findByRole('combobox', { name: 'Select a candidate' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a candidate',
      'Candidate: Al Baker',
      'Candidate: Zoe Adams',
    ]);
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
    expect(within(share).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Nextdoor',
      'Share on LinkedIn',
      'Share on X (Twitter)',
      'Share on Facebook',
      'Share by email',
    ]);
    const facebook = decodeURIComponent(within(share).getByRole('link', { name: 'Share on Facebook' }).getAttribute('href') ?? '');
    expect(facebook).toContain(`${RACE}/zoe-adams?utm_source=facebook&utm_medium=social&utm_campaign=share`);
    expect(screen.getByRole('button', { name: 'Print guide' })).toBeInTheDocument();
    expect(document.querySelector('[data-print-header]')).toHaveTextContent('Voter Guide for Zoe Adams');
  });

  it('shows the error message with a retry when the race cannot be read', async () => {
    renderAt(RACE, () => data({ race: null, candidates: [], error: "Oops! We're having trouble fetching the information." }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Oops! We're having trouble fetching the information.");
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', RACE);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("titles a single-guide page after the candidate and sends another pick to that candidate's page", async () => {
    const router = renderAt(`${RACE}/zoe-adams`, (request) =>
      request.url.endsWith('al-baker')
        ? data({ mode: 'single', selected: 'al-baker', guide: { ...zoe, slug: 'al-baker', name: 'Al Baker', title: 'Al Baker: Candidate' } })
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
