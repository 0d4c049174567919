import type { Upstream } from '@civicbrief/contracts';
import type { RenderLink } from '@civicbrief/design-system';
import { Link } from '@remix-run/react';
import { ownsPath } from './owns-path';

/**
 * Links for the site chrome of `app`. The front door sends each path to one of three apps: a path this
 * app renders navigates on the client; any other needs a full page load, or this app's router would
 * try to load another app's route data.
 */
export function siteLinkFor(app: Upstream): RenderLink {
  return function renderSiteLink({ href, children, className }) {
    const { pathname } = new URL(href, 'http://site.invalid');
    return ownsPath(app, pathname) ? (
      <Link to={href} className={className}>
        {children}
      </Link>
    ) : (
      <a href={href} className={className}>
        {children}
      </a>
    );
  };
}
