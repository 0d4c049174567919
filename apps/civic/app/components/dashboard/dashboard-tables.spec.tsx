import { theme } from '@civicbrief/design-system';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { formatMeetingDate, LocationPicker, LocationsTable, SummariesTable } from '.';

const saratoga = {
  id: 'a',
  city: 'Saratoga',
  county: 'Santa Clara County',
  state: 'California',
  slug: 'ca/santa-clara-county/saratoga',
};
const wdm = {
  id: 'b',
  city: 'West Des Moines',
  county: 'Dallas County, Polk County',
  state: 'Iowa',
  slug: 'ia/dallas-polk-county/west-des-moines',
};

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/dashboard', element }], { initialEntries: ['/dashboard'] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
}

describe('dashboard tables', () => {
  it('lists saved locations with City, County, State and a Visit link to the city page', () => {
    renderInRouter(<LocationsTable locations={[saratoga, wdm]} />);
    const table = screen.getByRole('table', { name: 'Saved locations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['City', 'County', 'State', 'Action']);
    const row = within(table).getByRole('row', { name: /West Des Moines/ });
    expect(within(row).getByRole('cell', { name: 'Iowa' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Visit West Des Moines' })).toHaveAttribute('href', `/${wdm.slug}`);
    expect(within(row).getByRole('link', { name: 'Visit West Des Moines' })).toHaveTextContent('Visit');
  });

  it('lists summaries with Name, Date and a Visit link to the summary', () => {
    const summary = { name: 'Council, May', meeting_date: '2025-05-13', slug: `${saratoga.slug}/summary/x-2025-05-13` };
    renderInRouter(
      <SummariesTable city="Saratoga" summaries={[summary, { ...summary, slug: 'y', meeting_date: null }]} />,
    );
    const table = screen.getByRole('table', { name: 'Meeting summaries for Saratoga' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Date', 'Action']);
    expect(within(table).getByText('May 13, 2025')).toHaveAttribute('datetime', '2025-05-13');
    expect(within(table).getAllByRole('link', { name: 'Visit Council, May' })[0]).toHaveAttribute(
      'href',
      `/${summary.slug}`,
    );
    expect(within(table).getByText('—')).toBeInTheDocument();
  });

  it('marks the chosen location in the picker', () => {
    renderInRouter(<LocationPicker locations={[saratoga, wdm]} selectedId="b" />);
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('West Des Moines');
    expect(screen.getByRole('link', { name: 'Saratoga' })).toHaveAttribute('href', '/dashboard?location=a');
  });

  it('formats meeting days without time zones', () => {
    expect(formatMeetingDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatMeetingDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatMeetingDate('soon')).toBe('soon');
  });
});
