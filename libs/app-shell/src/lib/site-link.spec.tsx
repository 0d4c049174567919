import { Link } from '@remix-run/react';
import { siteLinkFor } from './site-link';

describe('siteLinkFor', () => {
  const civicLink = siteLinkFor('civic');

  it("navigates on the client to a path its app renders, with the link's class", () => {
    const element = civicLink({
      href: '/ca/santa-clara-county/saratoga?tab=1',
      children: 'Saratoga',
      className: 'nav',
    });
    expect(element.type).toBe(Link);
    expect(element.props).toMatchObject({ to: '/ca/santa-clara-county/saratoga?tab=1', className: 'nav' });
  });

  it("loads another app's path as a full page", () => {
    const element = civicLink({ href: '/about', children: 'About' });
    expect(element.type).toBe('a');
    expect(element.props).toMatchObject({ href: '/about', children: 'About' });
    expect(siteLinkFor('marketing')({ href: '/about', children: 'About' }).type).toBe(Link);
  });
});
