import { useLocation } from '@remix-run/react';
import { renderSiteLink } from '../site-link';
import { records, sitePath, text } from './block-props';
import { BlockCard, BlockHeading, BlockList, BlockSection } from './block-styles';
import { FactList } from './fact-list';
import { formatMeetingDate } from './meeting-date';

interface MeetingCard {
  description: string;
  date: string | null;
  amended: string | null;
  posted: string | null;
  href: string | null;
}

const dateOf = (value: unknown) => {
  const iso = text(value);
  return iso ? formatMeetingDate(iso) : null;
};

function toCard(props: Record<string, unknown>): MeetingCard | null {
  const description = text(props['meetingDescription']);
  if (!description) return null;
  return {
    description,
    date: dateOf(props['meetingDate']),
    amended: dateOf(props['meetingAmendedDate']),
    posted: dateOf(props['meetingPostedDate']),
    href: sitePath(props['meetingSummaryUrl']),
  };
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Content block `MeetingSummaryCards {cards}`: the meetings a page covers, with their dates and summary links. */
export function MeetingSummaryCards({ cards }: { cards?: unknown }) {
  const { pathname } = useLocation();
  const list = records(cards)
    .map(toCard)
    .filter((card): card is MeetingCard => card !== null);
  if (list.length === 0) return null;
  return (
    <BlockSection aria-labelledby="meeting-cards-heading">
      <BlockHeading id="meeting-cards-heading">{list.length === 1 ? 'Meeting details' : 'Meetings'}</BlockHeading>
      <BlockList>
        {list.map((card, index) => (
          <BlockCard key={`${card.href ?? card.description}-${index}`}>
            <h3>{capitalised(card.description)}</h3>
            <FactList
              facts={[
                ['Meeting date', card.date],
                ['Posted', card.posted],
                ['Amended', card.amended],
              ]}
            />
            {/* The page's own card needs no link to itself. */}
            {card.href && card.href !== pathname && (
              <p>
                {renderSiteLink({
                  href: card.href,
                  children: card.date ? `Read the ${card.date} summary` : 'Read the summary',
                })}
              </p>
            )}
          </BlockCard>
        ))}
      </BlockList>
    </BlockSection>
  );
}
