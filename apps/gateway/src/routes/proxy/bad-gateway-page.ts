import { messages } from '@civicbrief/contracts';

/**
 * What a reader sees when the app that renders the page is down: a plain, accessible page rather
 * than a stack trace. Self-contained (inline styles, no assets) because the apps serve the assets.
 */
export const badGatewayPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${messages.defaultError} | CivicBrief</title>
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
<h1>${messages.defaultError}</h1>
<p>This page is not available right now. Please try again in a few moments.</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
