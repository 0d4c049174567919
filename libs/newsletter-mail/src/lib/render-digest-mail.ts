import { digestMailTemplate } from './digest-mail';
import { digestView, type DigestMailInput } from './digest-model';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The plain-text part, from the same HTML (react-email's html-to-text settings): headings as written, each link's URL
 * after its text in angle brackets, the way plain-text mail quotes a URL.
 */
const TEXT_OPTIONS = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
  ],
};

/**
 * The newsletter digest mail of one subscriber (decision 047): subject, HTML and plain text. Rejects with a TypeError
 * for no issues, a `siteOrigin` that is not an origin, a slug or date that is not one, or a link off the site.
 */
export async function renderDigestMail(input: DigestMailInput): Promise<RenderedMail> {
  const view = digestView(input);
  // Loaded on the first mail, like the components (digest-mail.tsx): react-dom/server, html-to-text.
  const [{ render, toPlainText }, template] = await Promise.all([import('@react-email/render'), digestMailTemplate()]);
  const html = await render(template(view));
  return { subject: view.subject, html, text: toPlainText(html, TEXT_OPTIONS) };
}
