import { theme } from '@civicbrief/design-system';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { loader as splatLoader } from './$';
import AiPolicyResources, { meta } from './ai-policy-resources';

describe('AI policy resources', () => {
  it('shows the header banner and the intro card', () => {
    render(
      <ThemeProvider theme={theme}>
        <AiPolicyResources />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AI Policy Resources' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Responsible AI use in government' })).toBeInTheDocument();
  });

  it('is titled for the site', () => {
    expect(meta({} as Parameters<typeof meta>[0])).toContainEqual({ title: 'AI Policy Resources | CivicBrief' });
  });

  it('answers unknown paths with a 404 response', () => {
    let thrown: unknown;
    try {
      splatLoader();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(404);
  });
});
