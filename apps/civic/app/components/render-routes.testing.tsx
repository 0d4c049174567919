import { theme } from '@civicbrief/design-system';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

/** Renders `routes` themed in a memory router that starts at `url`, as the app shows them; returns the router. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
  return router;
}

/** Renders one element at `url` (every path shows it). */
export const renderAt = (url: string, element: ReactNode) => renderRoutes([{ path: '*', element }], url);
