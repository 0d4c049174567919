import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { theme } from './theme/theme';

/**
 * Renders `ui` in the theme as a server does: its HTML and the style tags it collected. For specs in the node
 * environment that map styled-components to its Node build with jest.mock (the jest config gives jsdom the
 * browser build); the mock holds for this module too.
 */
export function serverRender(ui: ReactElement): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{ui}</ThemeProvider>));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
