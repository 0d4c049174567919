/**
 * @jest-environment node
 */
import { Footer } from './footer';
import { MarketingNavbar } from './marketing-navbar';
import { Navbar } from './navbar';
import { serverRender } from '../server-render.testing';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

// The apps render the chrome on the server and must serve every page without JavaScript.
describe('chrome on the server', () => {
  it('renders the navbar with its links and closed menus', () => {
    const { html, styles } = serverRender(<Navbar />);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('href="/about"');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).not.toContain('role="menu"');
    expect(styles).toContain('position:sticky');
  });

  it('renders the menus as popovers that work before any JavaScript, without a React warning', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { html, styles } = serverRender(<Navbar />);
      // 'Our cities': the button names its popover, which holds the city links, anchored under the button.
      const menu = html.match(
        /<button[^>]*popovertarget="([^"]+)"[^>]*style="anchor-name:(--link-popover-[\w-]+)"[^>]*>Our cities/,
      );
      expect(menu).not.toBeNull();
      const [, menuId, anchor] = menu as RegExpMatchArray;
      expect(html).toContain(`popover="auto" id="${menuId}" style="position-anchor:${anchor}"`);
      expect(html).toMatch(
        new RegExp(
          `id="${menuId}"[^>]*><ul[^>]*aria-label="Our cities"[^>]*><li><a[^>]*href="/ca/santa-clara-county/saratoga"`,
        ),
      );
      // The hamburger's sheet, and its close button.
      const sheet = html.match(/<button[^>]*popovertarget="([^"]+)"[^>]*aria-label="Open menu"/);
      expect(sheet).not.toBeNull();
      const sheetId = (sheet as RegExpMatchArray)[1];
      expect(sheetId).not.toBe(menuId);
      expect(html).toContain(`popover="auto" id="${sheetId}"`);
      expect(html).toMatch(new RegExp(`popovertarget="${sheetId}" popovertargetaction="hide" aria-label="Close menu"`));
      expect(styles).toContain('position-area:bottom span-right');
      expect(styles).toMatch(/:has\(\+ :popover-open\)/);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('renders the marketing navbar and the footer', () => {
    const { html } = serverRender(
      <>
        <MarketingNavbar />
        <Footer />
      </>,
    );
    expect(html).toContain('href="/contact#contact-form"');
    expect(html).toMatch(/>Industry</);
    expect(html).toContain('© 2025 CivicBrief. All rights reserved.');
  });
});
