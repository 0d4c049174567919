import { theme } from '@civicbrief/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderAt } from '../render-routes.testing';
import { widgetsOf, WidgetsPage, widgetTabs as tabs } from './widgets-page.testing';
import type { CityWidgets } from './widget-views';

const city = { name: 'Saratoga', stateCode: 'CA', path: '/ca/santa-clara-county/saratoga' };
const source = { provider: 'fake', fetchedAt: '2026-06-01T00:00:00.000Z', stale: false };
const school = (id: string, enrollment?: number) => ({
  'universal-id': id,
  name: `School ${id}`,
  rating: 'NOT RATED',
  'level-codes': 'e',
  level: 'K,1,2,3,4,5',
  'overview-url': 'https://example.org/school',
  street: '1 Main St',
  city: 'Saratoga',
  state: 'CA',
  zip: '95070',
  metrics: enrollment === undefined ? {} : { enrollment },
});
const day = { date: '2026-06-01', minF: 45, maxF: 60, condition: 'Sunny', iconUrl: 'https://cdn.weatherapi.com/x.png' };
const pet = {
  id: 1,
  name: 'Biscuit',
  url: 'https://example.org/biscuit',
  photos: [{ medium: 'https://example.org/m.jpg' }],
  breed: 'Labrador Retriever',
  age: 'Baby',
};

const Page = ({ widgets }: { widgets: CityWidgets }) => <WidgetsPage city={city} widgets={widgets} />;

function serverHtml(widgets: CityWidgets) {
  return renderToString(
    <ThemeProvider theme={theme}>
      <StaticRouter location={`${city.path}?year=2025`}>
        <Page widgets={widgets} />
      </StaticRouter>
    </ThemeProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('useCityWidgetSections', () => {
  it('renders ready blocks on the server; pending ones as loading with a reload link; hides what has nothing to show', () => {
    const html = serverHtml(
      widgetsOf({
        weather: { state: 'ready', data: [day] },
        schools: { state: 'pending' },
        pets: { state: 'ready', data: [{ ...pet, photos: [] }] },
      }),
    );
    expect(html).toContain('Weather forecast for Saratoga');
    expect(html).toContain('60°F');
    expect(html).toContain('Loading schools');
    expect(html).toContain(
      'The schools are taking a moment. <a href="/ca/santa-clara-county/saratoga?year=2025&amp;retry=1">Reload the page</a>',
    );
    expect(html).not.toContain('Adoptable pets near Saratoga');
    // An error offers its retry as a link without JavaScript.
    const failed = serverHtml(
      widgetsOf({
        weather: { state: 'error' },
        schools: { state: 'not-configured' },
        pets: { state: 'not-configured' },
      }),
    );
    expect(failed).toContain('Oops! We&#x27;re having trouble fetching the current weather');
    expect(failed).toContain('href="/ca/santa-clara-county/saratoga?year=2025&amp;retry=1"');
    expect(failed).not.toContain('Schools in Saratoga');
  });

  it('fetches a pending block once in use, and hides schools with its tab when no school has an enrollment', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/schools')
        ? answer(200, { schools: [school('1'), school('2')], source })
        : answer(200, { animals: [], source }),
    );
    renderAt(
      city.path,
      <Page
        widgets={widgetsOf({
          weather: { state: 'ready', data: [day] },
          schools: { state: 'pending' },
          pets: { state: 'ready', data: [pet] },
        })}
      />,
    );
    expect(tabs()).toEqual(['Weather', 'Schools', 'Pets']);
    await waitFor(() => expect(tabs()).toEqual(['Weather', 'Pets']));
    expect(screen.queryByRole('region', { name: 'Schools in Saratoga' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/api/schools?city=Saratoga&state=CA&limit=10&school_type=%28public+or+charter%29',
    );
  });

  it('retries a failed block in place and shows what it gets', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(502, { statusCode: 502, error: 'Bad Gateway', code: 'PROVIDER_ERROR', message: 'x' }),
    );
    fetchMock.mockResolvedValueOnce(answer(200, { schools: [school('1', 420)], source }));
    renderAt(
      city.path,
      <Page
        widgets={widgetsOf({
          weather: { state: 'not-configured' },
          schools: { state: 'error' },
          pets: { state: 'not-configured' },
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'Schools in Saratoga' });
    await userEvent.click(within(region).getByRole('link', { name: 'Try again' }));

    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('Error while loading the schools'));
    await userEvent.click(within(region).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByText('School 1')).toBeTruthy());
    expect(within(region).getByText('420')).toBeTruthy();
    expect(tabs()).toEqual(['Schools']);
  });
});
