import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { ShowMoreButton } from './show-more-button';
import { Spinner } from './spinner';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const newsError = "Oops! We're having trouble fetching the local news.";

describe('feedback', () => {
  it('ErrorState is an alert whose retry button calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message={newsError} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(newsError);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState retries through a link without JavaScript, in place with it', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(
      <ErrorState
        message="We've had a little problem"
        detail="Please try again to load the content"
        retryHref="/ca/santa-clara-county/saratoga"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again to load the content');
    const link = screen.getByRole('link', { name: 'Try again' });
    expect(link).toHaveAttribute('href', '/ca/santa-clara-county/saratoga');
    await user.click(link);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState without a retry shows only the message', () => {
    renderWithTheme(<ErrorState message="Something went wrong" retryLabel="Reload" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Spinner is a status with a visually hidden label', () => {
    renderWithTheme(
      <>
        <GlobalStyle />
        <Spinner label="Loading schools" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading schools');
    expect(screen.getByText('Loading schools')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('LoadingState is busy with a spinner', () => {
    renderWithTheme(<LoadingState label="Loading the weather" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the weather');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('ShowMoreButton adds a page and is disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(<ShowMoreButton onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider theme={theme}>
        <ShowMoreButton label="See more" loading onClick={onClick} />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: /See more/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more');
  });
});
