/** @jest-environment node */
import { DEFAULT_LOCATION } from '@civicbrief/locations';
import { serverHtml } from '../testing';
import { CityRequestForm } from './city-request/city-request-form';
import { NewsletterForm } from './newsletter/newsletter-form';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

describe('the forms as the server renders them', () => {
  it('newsletter: the values sent, the place in hidden inputs, the failure as an alert', () => {
    const html = serverHtml(
      <NewsletterForm
        defaults={DEFAULT_LOCATION}
        label="Newsletter"
        showLocation={false}
        result={{
          status: 'failed',
          message: 'Error while subscribing',
          values: { email: 'ann@example.com', terms: true },
        }}
      />,
    );
    expect(html).toContain('value="ann@example.com"');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    for (const [name, value] of Object.entries(DEFAULT_LOCATION))
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    expect(html).toContain('<p role="alert"');
    expect(html).toContain('Error while subscribing');
  });

  it('newsletter: the selects start on the default place', () => {
    const html = serverHtml(<NewsletterForm defaults={DEFAULT_LOCATION} label="Newsletter" />);
    for (const value of Object.values(DEFAULT_LOCATION))
      expect(html).toContain(`<option value="${value}" selected="">`);
  });

  it('city request: the name from the search and the field messages of a refused post', () => {
    expect(serverHtml(<CityRequestForm prefillName="Boise" />)).toContain('value="Boise"');
    const html = serverHtml(
      <CityRequestForm
        result={{
          status: 'invalid',
          fieldErrors: { state: 'Please select a state' },
          values: { name: 'Boise', state: '', email: 'a@b.co', terms: false },
        }}
      />,
    );
    expect(html).toContain('value="Boise"');
    expect(html).toContain('value="a@b.co"');
    expect(html).toContain('Please select a state');
  });
});
