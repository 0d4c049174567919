import { createCookie } from '@remix-run/node';
import { expect, serverHtml, test } from '@civicbrief/e2e-support';

// Through the front door (decision 014): what an attacker sends, and what comes back.

test.describe('redirects stay on the site', () => {
  for (const target of [
    '/.//evil.example/phish',
    '/..//evil.example',
    '//evil.example',
    '/%2f%2fevil.example',
    'https://evil.example',
  ]) {
    test(`/preview/exit and /preview with redirect=${target} go home`, async ({ request }) => {
      const redirect = encodeURIComponent(target);
      for (const path of [
        `/preview/exit?redirect=${redirect}`,
        `/preview?secret=e2e-preview-secret&redirect=${redirect}`,
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBe(302);
        expect(response.headers()['location']).toBe('/');
      }
    });
  }
});

test.describe('page actions refuse what no form of the site sends', () => {
  for (const origin of ['https://evil.example', 'null']) {
    test(`a post from Origin ${origin} is a 403 that says why`, async ({ request }) => {
      const response = await request.post('/subscribe', { headers: { Origin: origin }, form: { email: 'a@b.co' } });
      expect(response.status()).toBe(403);
      expect(await response.text()).toBe('This form can only be sent from this site.');
    });
  }

  for (const [type, body] of [
    ['application/json', '{"name":"Austin"}'],
    ['text/plain', 'name=Austin'],
    ['application/octet-stream', 'name=Austin'],
  ]) {
    test(`a body of type ${type} is a 415 that names the form type`, async ({ request }) => {
      const response = await request.post('/request-a-city', {
        headers: { 'Content-Type': type },
        data: Buffer.from(body),
      });
      expect(response.status()).toBe(415);
      expect(await response.text()).toBe('Forms on this site are sent as application/x-www-form-urlencoded.');
    });
  }
});

test('a preview cookie signed with the old built-in key does not switch preview on', async ({ request }) => {
  const forged = await createCookie('cb_preview', { secrets: ['civicbrief-development-session-secret'] }).serialize(
    true,
  );
  const response = await request.get('/login', { headers: { Cookie: forged.split(';')[0], Accept: 'text/html' } });
  expect(await response.text()).toContain('Sign-in is available in preview mode only.');
  // The same request with the preview secret itself does switch it on: the check above is not vacuous.
  expect(await serverHtml(request, '/preview?secret=e2e-preview-secret&redirect=/login')).toContain('type="password"');
});
