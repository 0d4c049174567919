import { ErrorState } from '@civicbrief/design-system';
import { messages } from '@civicbrief/contracts';
import { useLocation, useRevalidator } from '@remix-run/react';
import type { GuideFailure } from './guides.server';

/**
 * The guides' error states (spec §4, §8), both with "Oops! We're having trouble fetching the information.":
 * the content store failed -> retry (the data is fetched again in place); the guide's extra content failed ->
 * the page is reloaded. Without JavaScript both are links to this page, which reads everything again.
 */
export function GuideFailureState({ failure }: { failure: GuideFailure }) {
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const here = `${pathname}${search}`;
  if (failure === 'repository') {
    return (
      <ErrorState
        message={messages.guideLoadFailed}
        retryHref={here}
        retryLabel="Try again"
        onRetry={() => revalidator.revalidate()}
      />
    );
  }
  return (
    <ErrorState
      message={messages.guideLoadFailed}
      detail="The guide's content could not be loaded."
      retryHref={here}
      retryLabel="Reload page"
      onRetry={() => window.location.reload()}
    />
  );
}
