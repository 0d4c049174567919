/** What a data block shows: its placeholders while loading, its error with a retry, or its content. */
export type WidgetStatus = 'loading' | 'error' | 'ready';

/** How a block's error state retries. */
export interface WidgetRetryProps {
  /** Retries in place (a click on 'Try again'). */
  onRetry?: () => void;
  /** Where the retry goes without JavaScript (e.g. the current URL, so the loader runs again). */
  retryHref?: string;
}
