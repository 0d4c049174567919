/**
 * @jest-environment node
 */
import { Card } from './cards/card';
import { Combobox } from './combobox/combobox';
import { AlphabetIndex } from './disclosure/alphabet-index';
import { PlainTabs } from './disclosure/plain-tabs';
import { ErrorState } from './feedback/error-state';
import { Breadcrumb } from './navigation/breadcrumb';
import { SubNav } from './navigation/sub-nav';
import { TocNavigator } from './navigation/toc-navigator';
import { PrintButton, PrintHeader } from './print/print';
import { ShareButtons } from './share/share-buttons';
import { serverRender } from './server-render.testing';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

// A real server: no window, no document. Everything must render, and its content and links be in the HTML.
describe('UI pieces on the server', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders navigation with real links', () => {
    const { html } = serverRender(
      <>
        <Breadcrumb items={[{ label: 'Saratoga', href: '/ca/santa-clara-county/saratoga' }]} />
        <SubNav sections={[{ id: 'news', label: 'News' }]} />
        <TocNavigator toc={[{ id: 'housing', title: 'Housing', items: [{ id: 'zoning', title: 'Zoning' }] }]} />
        <AlphabetIndex available={new Set(['A'])} />
      </>,
    );
    expect(html).toContain('href="/ca/santa-clara-county/saratoga"');
    expect(html).toContain('href="#news"');
    expect(html).toContain('href="#zoning"');
    // The table of contents' topics are <details>, open in the HTML: they fold without JavaScript.
    expect(html).toMatch(/<details[^>]* open=""[^>]*><summary[^>]*><h3[^>]*>Housing<\/h3>/);
    expect(html).toContain('href="#letter-a"');
  });

  it('renders share links, print chrome, tabs, cards, errors and the search box', () => {
    const { html } = serverRender(
      <>
        <ShareButtons url="https://civicbrief.example/ai-policy-resources" title="AI Policy Resources" />
        <PrintButton />
        <PrintHeader title="AI Policy Resources" />
        <PlainTabs label="Year" tabs={[{ label: '2025', panel: <p>Summaries</p> }]} />
        <Card title="Saratoga" href="/saratoga" />
        <ErrorState message="Something went wrong" retryHref="/saratoga" />
        <Combobox label="Search for your city" getOptions={() => []} onSelect={() => undefined} />
      </>,
    );
    expect(html).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    expect(html).toContain('>Print</button>');
    expect(html).toContain('AI Policy Resources</h2>');
    expect(html).toContain('Summaries');
    expect(html).toContain('href="/saratoga"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('role="combobox"');
  });
});
