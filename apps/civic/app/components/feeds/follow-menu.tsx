import { LinkPopover, type PopoverLinkItem } from '@civicbrief/design-system';
import { followLinks } from './feed-scope';

export interface FollowMenuProps {
  /** 'Saratoga, CA' */
  placeName: string;
  /** The city path, where its feeds live. */
  basePath: string;
  /** SITE_ORIGIN: the calendar subscription is an absolute webcal: URL. */
  siteOrigin: string;
}

/** The menu's entries: the feeds, the calendar to subscribe to, the calendar to download. */
function followItems({ basePath, siteOrigin }: Pick<FollowMenuProps, 'basePath' | 'siteOrigin'>): PopoverLinkItem[] {
  const links = followLinks(basePath, siteOrigin);
  return [
    { name: 'News feed (Atom)', href: links.atom, type: 'application/atom+xml' },
    { name: 'News feed (RSS)', href: links.rss, type: 'application/rss+xml' },
    { name: 'Subscribe in your calendar app', href: links.webcal },
    { name: 'Download the calendar (.ics)', href: links.calendar, type: 'text/calendar', download: true },
  ];
}

/**
 * "Follow": a button and the popover list of the place's feeds and calendar (`LinkPopover`, as the navbar's
 * menus). The browser runs it from the server's HTML: it opens at once, before and without JavaScript; Tab walks
 * the links, Escape closes it and gives the focus back to the button. Plain `<a>` links: the feeds and the
 * calendar are files, not pages for the client router. The wrapper keeps the button its own width in the grid.
 */
export function FollowMenu({ placeName, basePath, siteOrigin }: FollowMenuProps) {
  return (
    <div>
      <LinkPopover
        appearance="button"
        label="Follow"
        triggerLabel={`Follow ${placeName}: feeds and calendar`}
        listLabel={`Follow ${placeName}`}
        items={followItems({ basePath, siteOrigin })}
      />
    </div>
  );
}
