import { theme } from '@civicbrief/design-system';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RootErrorBoundary as ErrorBoundary, rootMeta as meta } from './root-route';

function renderFailingRoute(failure: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw failure;
        },
        element: null,
        errorElement: <ErrorBoundary />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
}

describe('root ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows the spec's default error with a way home when something fails", async () => {
    renderFailingRoute(new Error('database down'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('database down')).not.toBeInTheDocument();
  });

  it('shows a not-found page for a 404', async () => {
    renderFailingRoute(new Response('Not Found', { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('root meta', () => {
  const args = (error: unknown) => ({ error }) as Parameters<typeof meta>[0];

  it('titles a missing page', () => {
    // The shape of the route error response Remix passes for a thrown 404.
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' };
    expect(meta(args(notFound))).toEqual([{ title: 'Page not found | CivicBrief' }]);
  });

  it('titles any other failure as an error', () => {
    expect(meta(args(new Error('boom')))).toEqual([{ title: 'Error | CivicBrief' }]);
  });
});
