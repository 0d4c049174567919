import { theme } from '@civicbrief/design-system';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';

/**
 * A form as the server sends it, which is what a browser without JavaScript shows (react-hook-form sets
 * values from refs only once hydrated, so what the page needs must be in this HTML). A jsdom suite maps
 * styled-components to its browser build: a spec using this mocks it back to the Node build first.
 */
export function serverHtml(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
  } finally {
    sheet.seal();
  }
}
