import { theme } from '@civicbrief/design-system';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from '../../root';

function renderFailure(preview: boolean, failure: unknown) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ preview }),
        element: <Outlet />,
        children: [{ index: true, loader: () => Promise.reject(failure), element: null, errorElement: <ErrorBoundary /> }],
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

describe('root ErrorBoundary in preview mode', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the preview error screen with the error message', async () => {
    renderFailure(true, new Error('Unknown block FancyWidget'));
    expect(await screen.findByRole('heading', { level: 1, name: 'An error ocurred while generating the preview' })).toBeInTheDocument();
    expect(screen.getByText('Unknown block FancyWidget')).toBeInTheDocument();
  });

  it('keeps the default error outside preview mode, and the not-found page for a 404', async () => {
    renderFailure(false, new Error('Unknown block FancyWidget'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Unknown block FancyWidget')).not.toBeInTheDocument();
  });

  it('keeps the not-found page for a 404 in preview mode', async () => {
    renderFailure(true, new Response('Not Found', { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
