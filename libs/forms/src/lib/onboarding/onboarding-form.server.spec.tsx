/** @jest-environment node */
import { intakeThanks } from '@civicbrief/contracts';
import { ToastProvider } from '@civicbrief/design-system';
import { serverHtml } from '../../testing';
import type { FormResult } from '../parse-form';
import { OnboardingForm } from './onboarding-form';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

describe('OnboardingForm on the server (the page without JavaScript)', () => {
  const html = (result?: FormResult) =>
    serverHtml(
      <ToastProvider>
        <OnboardingForm action="/onboarding" result={result} />
      </ToastProvider>,
    );

  it('is the manual form posting to the action, its button enabled', () => {
    const page = html();
    expect(page).toContain('action="/onboarding"');
    expect(page).toContain('name="manual" value="on"');
    expect(page).toMatch(/<select[^>]*name="state"/);
    expect(page).not.toContain('role="combobox"');
    expect(page).not.toMatch(/<button[^>]*disabled/);
  });

  it("shows the action's field messages and the values sent", () => {
    const page = html({
      status: 'invalid',
      fieldErrors: { city: 'Please type your city name', terms: 'Please agree to the terms and conditions' },
      values: { first_name: 'Ada', terms: false },
    });
    expect(page).toContain('Please type your city name');
    expect(page).toContain('Please agree to the terms and conditions');
    expect(page).toContain('value="Ada"');
  });

  it('shows the failure as an alert, and the success panel', () => {
    expect(html({ status: 'failed', message: 'Error while onboarding', values: {} })).toMatch(
      /role="alert"[^>]*>Error while onboarding/,
    );
    expect(html({ status: 'success' })).toContain(intakeThanks.onboardingNext);
  });
});
