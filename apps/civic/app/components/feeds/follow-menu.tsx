import { Button, theme } from '@civicbrief/design-system';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { followLinks } from './feed-scope';

export interface FollowMenuProps {
  /** 'Saratoga, CA' */
  placeName: string;
  /** The city path, where its feeds live. */
  basePath: string;
  /** SITE_ORIGIN: the calendar subscription is an absolute webcal: URL. */
  siteOrigin: string;
}

interface FollowItem {
  label: string;
  href: string;
  type?: string;
  download?: boolean;
}

/** The menu's entries: the feeds, the calendar to subscribe to, the calendar to download. */
export function followItems({ basePath, siteOrigin }: Pick<FollowMenuProps, 'basePath' | 'siteOrigin'>): FollowItem[] {
  const links = followLinks(basePath, siteOrigin);
  return [
    { label: 'News feed (Atom)', href: links.atom, type: 'application/atom+xml' },
    { label: 'News feed (RSS)', href: links.rss, type: 'application/rss+xml' },
    { label: 'Subscribe in your calendar app', href: links.webcal },
    { label: 'Download the calendar (.ics)', href: links.calendar, type: 'text/calendar', download: true },
  ];
}

const Trigger = styled(Button)`
  display: inline-flex;
  gap: ${theme.space[2]};
  align-items: center;
  justify-self: start;
`;

const Content = styled(DropdownMenu.Content)`
  z-index: ${theme.zIndices.dropdown};
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.md};
`;

const ItemLink = styled.a`
  display: block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  outline: none;

  &:hover,
  &[data-highlighted] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const PlainLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[3]};
  align-items: baseline;
  margin: 0;
`;

const PlainList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.5 L6 8.5 L10 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

// Without JavaScript the menu cannot open: the browser shows the <noscript> list instead and hides the trigger.
const NO_SCRIPT_STYLE = '[data-follow-trigger]{display:none!important}';

/**
 * "Follow": a menu (Radix DropdownMenu, as the navbar's) of the place's feeds and calendar. Enter, Space or
 * ArrowDown open it, arrows move, Escape closes it and returns focus to the trigger; a press before the app has
 * loaded is replayed once it has (decision 021). Without JavaScript the same links are a plain list.
 */
export function FollowMenu({ placeName, basePath, siteOrigin }: FollowMenuProps) {
  const items = followItems({ basePath, siteOrigin });
  return (
    <div>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Trigger type="button" $variant="secondary" $size="sm" data-follow-trigger="" aria-label={`Follow ${placeName}: feeds and calendar`}>
            Follow
            <Chevron />
          </Trigger>
        </DropdownMenu.Trigger>
        {/* In place, not in a portal: the menu stays inside the page's main landmark. */}
        <Content align="start" sideOffset={6} collisionPadding={16}>
          {items.map(({ label, ...link }) => (
            <DropdownMenu.Item key={link.href} asChild>
              <ItemLink {...link}>{label}</ItemLink>
            </DropdownMenu.Item>
          ))}
        </Content>
      </DropdownMenu.Root>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
        <PlainLinks>
          <strong aria-hidden="true">Follow:</strong>
          <PlainList aria-label={`Follow ${placeName}`}>
            {items.map(({ label, ...link }) => (
              <li key={link.href}>
                <a {...link}>{label}</a>
              </li>
            ))}
          </PlainList>
        </PlainLinks>
      </noscript>
    </div>
  );
}
