import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATING_EVENT } from './deferred-hydration/deferred-scripts';

/** The body of each app's `entry.client`: hydrates the server-rendered document. */
export function hydrateDocument(): void {
  // From here React handles presses itself: the first-use loader stops holding them for replay.
  window.dispatchEvent(new Event(HYDRATING_EVENT));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}
