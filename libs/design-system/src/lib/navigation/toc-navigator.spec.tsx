import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TocNavigator } from './toc-navigator';
import type { TocSection } from './toc-types';

const cssText = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .join('\n');
const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const toc: TocSection[] = [
  { id: null, title: null, items: [{ id: 'intro', title: 'Introduction' }] },
  {
    id: 'housing',
    title: 'Housing',
    items: [
      { id: 'zoning', title: 'Zoning' },
      { id: 'rent', title: 'Rent' },
    ],
  },
  { id: 'transit', title: 'Transit', items: [{ id: 'buses', title: 'Buses' }] },
  { id: 'budget', title: 'Budget', items: [] },
];

function Document() {
  return (
    <>
      <TocNavigator toc={toc} title="Topics" />
      {['intro', 'housing', 'zoning', 'transit', 'buses', 'budget'].map((id) => (
        <h6 key={id} id={id}>
          {id}
        </h6>
      ))}
    </>
  );
}

// jsdom applies the mobile-first `display: none` of the accordion but no media query, so accordion
// queries pass `hidden: true`.
const topicHeadings = () => screen.getAllByRole('heading', { level: 3, hidden: true });
const isOpen = (topic: HTMLElement) => topic.closest('details')?.hasAttribute('open');
describe('TocNavigator', () => {
  let scrollTo: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/guide');
  });
  afterEach(() => jest.restoreAllMocks());

  it('is a sticky navigation below the navbar (80px on small screens, 100px from lg)', () => {
    renderWithTheme(<Document />);
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    expect(nav).toHaveStyle({ position: 'sticky', top: '80px' });
    const rules = Array.from(nav.classList).map((name) => `@media (min-width: 1024px) {.${name} {top: 100px;}}`);
    expect(rules.some((rule) => cssText().includes(rule))).toBe(true);
  });

  it('on small screens, picking a section in the dropdown jumps to it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Document />);
    const select = screen.getByRole('combobox', { name: 'Jump to a section' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a section', 'Introduction', 'Zoning', 'Rent', 'Buses', 'Budget']);
    expect(within(select).getByRole('group', { name: 'Housing' })).toBeInTheDocument();

    await user.selectOptions(select, 'Zoning');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#zoning');
    expect(document.getElementById('zoning')).toHaveFocus();
    expect(warn).not.toHaveBeenCalled();
  });

  it('on small screens, the section lands below the sticky navigator, not under it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Document />);
    const nav = screen.getByRole('navigation', { name: 'Topics' });
    jest.spyOn(nav, 'getBoundingClientRect').mockReturnValue({ height: 120 } as DOMRect);
    jest
      .spyOn(document.getElementById('zoning') as HTMLElement, 'getBoundingClientRect')
      .mockReturnValue({ top: 900 } as DOMRect);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jump to a section' }), 'Zoning');
    // 900 from the top, less the navbar's 80 px, the navigator's 120 px and a 16 px gap.
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 + window.scrollY - 80 - 120 - 16 }));
  });

  it('on large screens, lists every topic open in the HTML, with real #id links, in a 360px scrolling list', () => {
    renderWithTheme(<Document />);
    const topics = topicHeadings();
    expect(topics.map((topic) => [topic.textContent, topic.parentElement?.tagName, isOpen(topic)])).toEqual([
      ['Housing', 'SUMMARY', true],
      ['Transit', 'SUMMARY', true],
      ['Budget', 'SUMMARY', true],
    ]);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#intro', '#zoning', '#rent', '#buses', '#budget']);
    const scroller = links[0].closest('ul')?.parentElement;
    expect(scroller).toContainElement(topics[2]);
    expect(scroller).toHaveStyle({ maxHeight: '360px', overflowY: 'auto' });
  });

  it('opens only the topics asked for, and a topic folds and opens from its summary (native details)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TocNavigator toc={toc} defaultExpanded={['transit']} />);
    const [housing, transit] = topicHeadings();
    expect([isOpen(housing), isOpen(transit)]).toEqual([false, true]);
    await user.click(housing.parentElement as HTMLElement);
    expect(isOpen(housing)).toBe(true);
    await user.click(transit.parentElement as HTMLElement);
    expect(isOpen(transit)).toBe(false);
  });

  it('a topic link jumps to its section', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Document />);
    await user.click(screen.getByRole('link', { name: 'Zoning', hidden: true }));
    expect(window.location.hash).toBe('#zoning');
    expect(document.getElementById('zoning')).toHaveFocus();
  });

  it('only warns when a section is missing from the document', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TocNavigator toc={toc} />);
    await user.click(screen.getByRole('link', { name: 'Rent', hidden: true }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"rent"'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeInTheDocument();
  });
});
