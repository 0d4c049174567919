import { screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { ErrorBoundary } from '../../root';
import { renderRoutes } from '../render-routes.testing';

function renderFailure(preview: boolean, failure: unknown) {
  renderRoutes(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ preview }),
        element: <Outlet />,
        children: [
          { index: true, loader: () => Promise.reject(failure), element: null, errorElement: <ErrorBoundary /> },
        ],
      },
    ],
    '/',
  );
}

describe('root ErrorBoundary in preview mode', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the preview error screen with the error message', async () => {
    renderFailure(true, new Error('Unknown block FancyWidget'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'An error ocurred while generating the preview' }),
    ).toBeInTheDocument();
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
