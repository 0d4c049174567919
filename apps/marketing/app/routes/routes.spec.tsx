import { theme } from '@civicbrief/design-system';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { loader as splatLoader } from './$';
import Home, { meta as homeMeta } from './_index';
import { meta as aboutMeta } from './about';
import Contact from './contact';
import SubscriptionCenter from './subscription-center';

function renderPage(element: JSX.Element) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </ThemeProvider>,
  );
}

const metaArgs = {} as Parameters<typeof homeMeta>[0];

describe('marketing pages', () => {
  it('home has one main heading and a Book a demo button leading to the contact form', () => {
    renderPage(<Home />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/contact#contact-form');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('contact has the #contact-form section with a way to reach us', () => {
    renderPage(<Contact />);
    const section = document.getElementById('contact-form');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('link', { name: 'hello@civicbrief.example' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@civicbrief\.example/),
    );
  });

  it('subscription center shows only the spec text', () => {
    renderPage(<SubscriptionCenter />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subscription center is no longer active.');
  });

  it('titles pages "… | CivicBrief" with a description', () => {
    for (const meta of [homeMeta, aboutMeta]) {
      const tags = meta(metaArgs);
      expect(tags).toContainEqual({ title: expect.stringMatching(/ \| CivicBrief$/) });
      expect(tags).toContainEqual({ name: 'description', content: expect.any(String) });
    }
  });

  it('answers unknown paths with a 404 response', () => {
    let thrown: unknown;
    try {
      splatLoader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
