/** @jest-environment node */
import { demoMessages } from '@civicbrief/contracts';
import { ToastProvider } from '@civicbrief/design-system';
import type { ComponentProps } from 'react';
import { serverHtml } from '../../testing';
import { DemoRequestForm } from './demo-request-form';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

type Props = Partial<ComponentProps<typeof DemoRequestForm>>;
const html = (props: Props = {}) =>
  serverHtml(
    <ToastProvider>
      <DemoRequestForm variant="basic" action="/contact#contact-form" {...props} />
    </ToastProvider>,
  );

describe('DemoRequestForm on the server (the page without JavaScript)', () => {
  it('posts to the action with its form name, the button usable, the region shown by CSS for Real Estate Firm only', () => {
    const page = html();
    expect(page).toContain('action="/contact#contact-form"');
    expect(page).toMatch(
      /<input[^>]*type="hidden"[^>]*name="formName"[^>]*value="basic"|<input[^>]*name="formName"[^>]*value="basic"/,
    );
    expect(page).not.toMatch(/<button[^>]*(disabled|aria-disabled)/);
    expect(page).toMatch(/<select[^>]*name="industry"/);
    // The region is in the page, in a wrapper that CSS shows only while Real Estate Firm is selected (the browser suite checks it).
    expect(page).toMatch(/<\/select>.*<div class="[^"]+"><div[^>]*><label for="demo-basic-region"/);
    expect(page).not.toContain('name="regions__msas__markets"');
  });

  it('holds the parent industry in a hidden field, and the extended answers', () => {
    const page = html({ variant: 'extended', parentIndustry: 'Local Government' });
    expect(page).not.toMatch(/<select[^>]*name="industry"/);
    expect(page).toMatch(/<input[^>]*name="industry"[^>]*value="Local Government"/);
    expect(page).not.toContain('name="region"');
    expect(page).toMatch(/<textarea[^>]*name="regions__msas__markets"/);
    expect(page).toContain('Mobile phone');
    expect(page).not.toContain('Mobile phone (optional)');
  });

  it("shows the action's messages with the values sent, its failure, and the thanks instead of the form", () => {
    const invalid = html({
      result: {
        status: 'invalid',
        fieldErrors: { website: 'This field is required.' },
        values: { firstName: 'Ada', industry: 'Media' },
      },
    });
    expect(invalid).toContain('This field is required.');
    expect(invalid).toMatch(/name="firstName"[^>]*value="Ada"|value="Ada"[^>]*name="firstName"/);
    expect(invalid).toMatch(/<option[^>]*value="Media"[^>]*selected/);
    const failed = html({
      result: { status: 'failed', message: 'Error while submitting. Please try again later', values: {} },
    });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Error while submitting. Please try again later');
    const thanks = html({ result: { status: 'success' } });
    expect(thanks).toContain('Thank you for reaching out! We’ve received your message and will get back to you soon.');
    expect(thanks).toContain(demoMessages.thankYou);
    expect(thanks).not.toContain('<form');
  });
});
