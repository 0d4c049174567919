import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ShareButtons } from './share-buttons';
import { shareUrl, VOTER_GUIDE_SHARE_TARGETS } from './share-url';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const url = 'https://civicbrief.example/ai-policy-resources/guide';

function setViewport(matches: boolean) {
  window.matchMedia = jest
    .fn()
    .mockImplementation((query: string) => ({ matches, media: query })) as typeof window.matchMedia;
}

describe('ShareButtons', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    Reflect.deleteProperty(navigator, 'share');
  });

  it('renders real share links, in the AI policy order by default, with accessible names', () => {
    renderWithTheme(<ShareButtons url={url} title="AI Policy Resources" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share by email',
      'Share on Facebook',
      'Share on LinkedIn',
      'Share on Nextdoor',
      'Share on X (Twitter)',
    ]);
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook).toHaveAttribute('href', shareUrl('facebook', url, 'AI Policy Resources'));
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share by email' })).not.toHaveAttribute('target');
  });

  it('takes the voter guide order', () => {
    renderWithTheme(<ShareButtons url={url} title="Voter Guide" targets={VOTER_GUIDE_SHARE_TARGETS} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Nextdoor',
      'Share on LinkedIn',
      'Share on X (Twitter)',
      'Share on Facebook',
      'Share by email',
    ]);
  });

  it('shares the AI policy resources page by default, made absolute in the browser', async () => {
    renderWithTheme(<ShareButtons title="AI Policy Resources" />);
    const shared = `${window.location.origin}/ai-policy-resources`;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
        'href',
        shareUrl('linkedIn', shared, 'AI Policy Resources'),
      ),
    );
  });

  it('uses the native share sheet on phones and tablets when there is one', async () => {
    const user = userEvent.setup();
    setViewport(true);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithTheme(<ShareButtons url={url} title="AI Policy Resources" />);
    await user.click(screen.getByRole('link', { name: 'Share on Facebook' }));
    expect(share).toHaveBeenCalledWith({
      title: 'AI Policy Resources',
      url: `${url}?utm_source=facebook&utm_medium=social&utm_campaign=share`,
    });
  });

  it('follows the link on desktop even where native share exists', async () => {
    const user = userEvent.setup();
    setViewport(false);
    const share = jest.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithTheme(<ShareButtons url={url} title="AI Policy Resources" />);
    const email = screen.getByRole('link', { name: 'Share by email' });
    // Read after React's handler (on the root) has run; then stop jsdom, which cannot follow mailto:.
    let defaultPrevented: boolean | undefined;
    const inspect = (event: Event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', inspect);
    await user.click(email);
    document.removeEventListener('click', inspect);
    expect(share).not.toHaveBeenCalled();
    expect(defaultPrevented).toBe(false);
  });
});
