import { theme, type WeatherForecastProps } from '@civicbrief/design-system';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { BlockView } from './block-view';
import { blockViewLoaders, provideBlockViews } from './block-views';
import { staticBlockViews } from './static-block-views';

const props: WeatherForecastProps = {
  days: [{ date: '2026-11-26', minF: 41, maxF: 63, condition: 'Sunny', iconUrl: 'https://cdn.example/sun.png' }],
  label: '7-day weather forecast for Saratoga',
  status: 'ready',
  onRetry: () => undefined,
  retryHref: '/ca/santa-clara-county/saratoga',
};

const themed = (node: ReactNode) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;

/** HTML as the DOM serialises it after parsing (attribute case, void elements), to compare with a container's. */
function parsed(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

/** A stand-in for the view's chunk, so the test sees when (and with which props) the browser's copy draws. */
function BrowserWeather({ label, days = [] }: WeatherForecastProps) {
  return <p>{`browser view: ${label}, ${days.length} day(s)`}</p>;
}

describe('BlockView', () => {
  let load: jest.SpyInstance;
  beforeEach(() => {
    load = jest.spyOn(blockViewLoaders, 'weather').mockResolvedValue(BrowserWeather);
  });
  afterEach(() => {
    load.mockRestore();
    // Back to what the unit tests' setup gives (test-setup.ts): the views at hand.
    provideBlockViews(staticBlockViews);
  });

  it('renders the view itself on the server, inside its marked container', () => {
    const html = renderToString(themed(<BlockView name="weather" props={props} near={false} />));
    expect(html).toContain('data-block-view="weather"');
    expect(html).toContain('Sunny');
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML through hydration and loads the view's code only once the block is near", async () => {
    const serverHtml = renderToString(themed(<BlockView name="weather" props={props} near={false} />));
    // In the browser no view is at hand until its chunk arrives.
    provideBlockViews({});
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, themed(<BlockView name="weather" props={props} near={false} />));
    });
    expect(container.innerHTML).toBe(parsed(serverHtml));
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    await act(async () =>
      root.render(themed(<BlockView name="weather" props={{ ...props, label: 'Saratoga now' }} near />)),
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('browser view: Saratoga now, 1 day(s)');
    errors.mockRestore();
    root.unmount();
    container.remove();
  });

  it('loads the view at once on a page reached in the browser (no server HTML to keep)', async () => {
    provideBlockViews({});
    render(themed(<BlockView name="weather" props={props} near={false} />));
    expect(await screen.findByText('browser view: 7-day weather forecast for Saratoga, 1 day(s)')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's HTML when the view's code cannot be fetched", async () => {
    const serverHtml = renderToString(themed(<BlockView name="weather" props={props} near={false} />));
    provideBlockViews({});
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, themed(<BlockView name="weather" props={props} near />));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe(parsed(serverHtml));
    root.unmount();
    container.remove();
  });
});
