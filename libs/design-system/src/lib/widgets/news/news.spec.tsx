import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import {
  formatNewsDate,
  newsBlockHidden,
  safeLinkHref,
  shortSnippet,
  NEWS_SNIPPET_MAX,
  type NewsItemView,
} from './news-format';
import { NEWS_ERROR_MESSAGE, NewsList } from './news-list';

const withTheme = (ui: ReactElement) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

const story = (index: number, overrides: Partial<NewsItemView> = {}): NewsItemView => ({
  title: `Story ${index}`,
  href: `https://news.example.com/${index}`,
  snippet: `Snippet ${index}`,
  creator: null,
  isoDate: '2026-11-26T08:00:00.000Z',
  categories: [],
  ...overrides,
});

describe('news formatting', () => {
  it('links only http(s) URLs', () => {
    expect(safeLinkHref('https://news.example.com/a')).toBe('https://news.example.com/a');
    expect(safeLinkHref('http://news.example.com/a')).toBe('http://news.example.com/a');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '/relative',
      '',
      null,
      undefined,
    ]) {
      expect(safeLinkHref(bad)).toBeNull();
    }
  });

  it('dates stories in UTC, cuts long snippets at a word and hides a block without titled stories', () => {
    expect(formatNewsDate('2026-11-26T23:30:00.000Z')).toBe('Nov 26, 2026');
    expect(formatNewsDate('not a date')).toBeNull();
    const long = shortSnippet('word '.repeat(100));
    expect(long?.length).toBeLessThanOrEqual(NEWS_SNIPPET_MAX + 1);
    expect(long).toMatch(/word…$/);
    // Google News describes a story by its title and source: nothing the title does not say.
    expect(
      shortSnippet('Council adopts budget  The Valley Ledger', 'Council adopts budget - The Valley Ledger'),
    ).toBeNull();
    expect(shortSnippet('The council adopted it.', 'Council adopts budget')).toBe('The council adopted it.');
    expect(newsBlockHidden([])).toBe(true);
    expect(newsBlockHidden([story(1, { title: '  ' })])).toBe(true);
    expect(newsBlockHidden([story(1)])).toBe(false);
  });
});

describe('NewsList', () => {
  it('shows 6 stories and adds 6 with each Show more until all are shown', async () => {
    const user = userEvent.setup();
    render(
      withTheme(
        <NewsList items={Array.from({ length: 14 }, (_, index) => story(index + 1))} label="Local news in Saratoga" />,
      ),
    );
    const list = screen.getByRole('list', { name: 'Local news in Saratoga' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('renders titles and snippets as text and links a title only to an http(s) page', () => {
    const hostile = story(1, {
      title: '<script>alert("x")</script>Budget',
      snippet: '<img src=x onerror="alert(1)">',
      href: null,
      creator: 'Ana Reyes',
    });
    const { container } = render(withTheme(<NewsList items={[hostile, story(2)]} />));
    expect(container.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('heading', { name: '<script>alert("x")</script>Budget' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(screen.getByText('Nov 26, 2026 · Ana Reyes')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://news.example.com/2']);
    expect(links[0].getAttribute('rel')).toContain('noopener');
  });

  it('shows the spec error with a retry, a busy placeholder while loading, and nothing without stories', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { rerender, container } = render(withTheme(<NewsList status="error" onRetry={onRetry} />));
    expect(screen.getByText(NEWS_ERROR_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(withTheme(<NewsList status="loading" />));
    expect(screen.getByRole('status').textContent).toContain('Loading the local news');
    rerender(withTheme(<NewsList items={[]} />));
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server with the first page only', () => {
    const html = renderToString(
      withTheme(<NewsList items={Array.from({ length: 8 }, (_, index) => story(index + 1))} />),
    );
    expect(html.match(/<li/g)).toHaveLength(6);
    expect(html).toContain('Show more');
  });
});
