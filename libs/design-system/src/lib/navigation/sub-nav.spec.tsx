import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { SubNav } from './sub-nav';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

// A controllable IntersectionObserver: the test reports what "scrolling" made visible.
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {
    // Not used by SubNav.
  }
  disconnect() {
    this.disconnected = true;
  }
  report(id: string, intersectionRatio: number) {
    const target = document.getElementById(id) as Element;
    const entry = { target, intersectionRatio, isIntersecting: intersectionRatio > 0 } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'meetings', label: 'Meetings' },
  { id: 'news', label: 'News' },
];

function Page() {
  return (
    <>
      <SubNav sections={sections} top={64} />
      {sections.map((section) => (
        <section key={section.id} id={section.id}>
          {section.label}
        </section>
      ))}
    </>
  );
}

describe('SubNav', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is a sticky, sideways-scrolling bar of real in-page links', () => {
    renderWithTheme(<Page />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toHaveStyle({ position: 'sticky', top: '64px' });
    expect(screen.getByRole('list')).toHaveStyle({ overflowX: 'auto' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#overview',
      '#meetings',
      '#news',
    ]);
  });

  it('observes every section at the 25% threshold and highlights the one in view', () => {
    const { unmount } = renderWithTheme(<Page />);
    const [observer] = FakeObserver.instances;
    expect(observer.options.threshold).toBe(0.25);
    expect(observer.observed.map((element) => element.id)).toEqual(['overview', 'meetings', 'news']);
    expect(screen.getByRole('link', { name: 'Meetings' })).not.toHaveAttribute('aria-current');

    observer.report('meetings', 0.25);
    expect(screen.getByRole('link', { name: 'Meetings' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');

    // Below the threshold does not count; an earlier section in view wins.
    observer.report('news', 0.2);
    expect(screen.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
    observer.report('overview', 0.5);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Meetings' })).not.toHaveAttribute('aria-current');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('renders plain links where there is no IntersectionObserver', () => {
    // @ts-expect-error -- simulating a browser without the API
    delete globalThis.IntersectionObserver;
    renderWithTheme(<Page />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('link', { current: true })).not.toBeInTheDocument();
  });
});
