import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Page } from './page';

/** The page's HTML with its styles, as a server renders it. */
export function render(): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Page />));
    return `${sheet.getStyleTags()}<div id="root">${html}</div>`;
  } finally {
    sheet.seal();
  }
}
