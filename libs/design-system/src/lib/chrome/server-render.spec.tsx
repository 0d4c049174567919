/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Footer } from './footer';
import { MarketingNavbar } from './marketing-navbar';
import { Navbar } from './navbar';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

// The apps render the chrome on the server and must serve every page without JavaScript.
function serverRender(ui: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{ui}</ThemeProvider>));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('chrome on the server', () => {
  it('renders the navbar with its links and closed menus', () => {
    const { html, styles } = serverRender(<Navbar />);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('href="/about"');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Our cities/);
    expect(html).toContain('aria-label="Open menu"');
    expect(html).not.toContain('role="menu"');
    expect(styles).toContain('position:sticky');
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
