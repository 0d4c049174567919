import { messages } from '@civicbrief/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a reader sees when the gateway answers a page itself (the app is down, the form is too large):
 * a plain, accessible page rather than a stack trace or JSON. Self-contained (inline styles, no assets)
 * because the apps serve the assets.
 */
export function plainPage(heading: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | CivicBrief</title>
<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #ffffff; line-height: 1.5; }
main { max-width: 40rem; margin: 0 auto; padding: 4rem 1.5rem; }
h1 { font-size: 2rem; margin: 0 0 1rem; }
a { color: #0b4fa8; }
a:focus-visible { outline: 3px solid #0b4fa8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

export const badGatewayPage = plainPage(
  messages.defaultError,
  'This page is not available right now. Please try again in a few moments.',
);
