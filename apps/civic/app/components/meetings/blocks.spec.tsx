import { BlockRenderer, theme } from '@civicbrief/design-system';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { meetingBlocks } from './blocks';
import { MAX_COMPARISONS } from '@civicbrief/design-system';

function renderBlocks(blocks: unknown, path = '/ca/x-county/y/summary/city-council-meeting-summary-2026-03-04') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <BlockRenderer blocks={blocks} registry={meetingBlocks} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('meeting page blocks', () => {
  it('MeetingSummaryCards: the meetings with their dates, linking to other pages only', () => {
    renderBlocks([
      {
        block: 'MeetingSummaryCards',
        props: {
          cards: [
            {
              meetingDescription: 'city council meeting summary',
              meetingDate: '2026-03-04',
              meetingAmendedDate: null,
              meetingPostedDate: '2026-02-27',
              meetingSummaryUrl: '/ca/x-county/y/summary/city-council-meeting-summary-2026-03-04',
            },
            {
              meetingDescription: 'planning commission meeting',
              meetingDate: '2026-04-01',
              meetingAmendedDate: '2026-03-30',
              meetingPostedDate: '2026-03-25',
              meetingSummaryUrl: '//evil.example/x',
            },
            {
              meetingDescription: 'utilities meeting',
              meetingDate: '2026-05-06',
              meetingPostedDate: '2026-05-01',
              meetingSummaryUrl: '/ca/x-county/y/agenda/u-2026-05-06',
            },
            { meetingDate: '2026-05-06' },
          ],
        },
      },
    ]);
    const cards = within(screen.getByRole('region', { name: 'Meetings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('City council meeting summaryMeeting dateMarch 4, 2026PostedFebruary 27, 2026');
    expect(within(cards[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(cards[1]).toHaveTextContent('AmendedMarch 30, 2026');
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'Read the May 6, 2026 summary' })).toHaveAttribute(
      'href',
      '/ca/x-county/y/agenda/u-2026-05-06',
    );
  });

  it('ProjectSummaries: each project with its action, address, applicant and units', () => {
    renderBlocks([
      {
        block: 'ProjectSummaries',
        props: {
          projects: [
            {
              projectName: '120 Oak Street Townhomes',
              action: 'Approved',
              address: '120 Oak Street, Y, CA',
              projectDescription: '12 new homes.',
              applicant: 'Sample Homes LLC',
              numberOfUnits: 12,
            },
            { projectName: 'Retail', numberOfUnits: 0 },
            { action: 'Nameless' },
          ],
        },
      },
    ]);
    const region = screen.getByRole('region', { name: 'Projects' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['120 Oak Street Townhomes', 'Retail']);
    expect(region).toHaveTextContent(
      '12 new homes.ActionApprovedAddress120 Oak Street, Y, CAApplicantSample Homes LLCUnits12',
    );
  });

  it('StatisticCarousel: the base value, the first 3 comparisons with Higher or Lower, money with K/M/B', () => {
    renderBlocks([
      {
        block: 'StatisticCarousel',
        props: {
          datapoints: [
            {
              title: 'Median home value',
              base: { label: 'Y', value: 1_100_000 },
              comparisons: [
                { label: 'X County', value: 1_000_000 },
                { label: 'California', value: 1_375_000 },
                { label: 'United States', value: 420_000 },
                { label: 'Fourth', value: 1 },
              ],
              formatter: 'money',
              source: 'Sample data',
              // eslint-disable-next-line no-script-url -- a hostile link the block must refuse
              sourceLink: 'javascript:alert(1)',
            },
            { title: 'No base' },
          ],
        },
      },
    ]);
    const region = screen.getByRole('region', { name: 'By the numbers' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(region).toHaveTextContent('Y: $1.1M');
    const comparisons = within(within(region).getByRole('article')).getAllByRole('listitem');
    expect(comparisons.map((li) => li.textContent)).toEqual([
      'X County: $1M (Y 10% Higher)',
      'California: $1.4M (Y 20% Lower)',
      'United States: $420K (Y 162% Higher)',
    ]);
    expect(comparisons).toHaveLength(MAX_COMPARISONS);
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('renders nothing for blocks without usable entries', () => {
    const { container } = renderBlocks([
      { block: 'MeetingSummaryCards', props: { cards: 'nope' } },
      { block: 'ProjectSummaries', props: {} },
    ]);
    expect(container).toBeEmptyDOMElement();
  });
});
