import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { MarketingNavbar } from './marketing-navbar';
import { spyHide, stayOnPage } from '../overlay/popover.testing';
import { Navbar } from './navbar';

const page = (
  <ThemeProvider theme={theme}>
    <Navbar renderLink={stayOnPage} />
    <MarketingNavbar renderLink={stayOnPage} />
  </ThemeProvider>
);

// The navbars' popovers work from the server's HTML on; hydration must keep that HTML (same ids, same
// attributes) as it is, or React would render the page again and close a menu the visitor had opened.
describe('chrome hydration', () => {
  it('hydrates the server HTML of the menus without a warning or a change, then hides a popover when its link is followed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      const serverHtml = container.innerHTML;
      const sheet = container.querySelector('[aria-label="Open menu"]')?.nextElementSibling as HTMLElement;
      expect(sheet).toHaveAttribute('popover', 'auto');
      const hide = spyHide(sheet);

      const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
      expect(container.innerHTML).toBe(serverHtml);
      // The very element the browser may be showing is kept.
      expect(container.querySelector('[aria-label="Open menu"]')?.nextElementSibling).toBe(sheet);
      expect(error).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();

      (sheet.querySelector('a[href="/about"]') as HTMLElement).click();
      expect(hide).toHaveBeenCalledTimes(1);
      act(() => root.unmount());
      container.remove();
    } finally {
      error.mockRestore();
    }
  });
});
