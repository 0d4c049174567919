import type { RenderLink } from '@civicbrief/design-system';
import { Link } from '@remix-run/react';
import { ownsPath } from '../owns-path';

/**
 * Links for the site chrome. The front door sends each path to one of three apps: a path this app
 * renders navigates on the client; any other needs a full page load, or this app's router would
 * try to load another app's route data.
 */
export const renderSiteLink: RenderLink = ({ href, children, className }) => {
  const { pathname } = new URL(href, 'http://site.invalid');
  return ownsPath(pathname) ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
};
