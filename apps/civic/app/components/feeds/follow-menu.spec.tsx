import { render, screen, within } from '@testing-library/react';
import { FollowMenu } from './follow-menu';

const SARATOGA = '/ca/santa-clara-county/saratoga';

// jsdom has no Popover API: the button's popover is checked by its markup.
describe('FollowMenu', () => {
  it("is a button showing a popover list of the city's feeds and calendar, each link typed for what it is", () => {
    render(<FollowMenu placeName="Saratoga, CA" basePath={SARATOGA} siteOrigin="https://civicbrief.example" />);
    const trigger = screen.getByRole('button', { name: 'Follow Saratoga, CA: feeds and calendar' });
    expect(trigger).toHaveTextContent('Follow');
    const popover = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    expect(popover).toHaveAttribute('popover', 'auto');
    const links = within(
      within(popover as HTMLElement).getByRole('list', { name: 'Follow Saratoga, CA' }),
    ).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('type'),
        link.hasAttribute('download'),
      ]),
    ).toEqual([
      ['News feed (Atom)', `${SARATOGA}/feed.atom`, 'application/atom+xml', false],
      ['News feed (RSS)', `${SARATOGA}/feed.rss`, 'application/rss+xml', false],
      ['Subscribe in your calendar app', `webcal://civicbrief.example${SARATOGA}/meetings.ics`, null, false],
      ['Download the calendar (.ics)', `${SARATOGA}/meetings.ics`, 'text/calendar', true],
    ]);
    expect(document.querySelector('[role=menu],[role=menuitem],noscript')).toBeNull();
  });
});
