import { theme } from '@civicbrief/design-system';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PreviewBanner, PreviewErrorScreen } from '.';

const withTheme = (node: JSX.Element) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('preview components', () => {
  it("shows the spec's preview error screen with the advice and the message", () => {
    withTheme(<PreviewErrorScreen message="Unknown block FancyWidget" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'An error ocurred while generating the preview' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Check for custom components that are not available in the preview app.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown block FancyWidget')).toBeInTheDocument();
  });

  it('announces preview mode with a way out', () => {
    withTheme(<PreviewBanner />);
    expect(screen.getByRole('region', { name: 'Preview mode' })).toHaveTextContent('Preview mode');
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/preview/exit');
  });
});
