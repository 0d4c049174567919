import { Lead, PageTitle, theme } from '@civicbrief/design-system';
import type { RsvpInvitation } from '@civicbrief/forms';
import { styled } from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;

  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

/** The event an RSVP page is for: its name, when, and where. */
export function RsvpHeader({ invitation }: { invitation: RsvpInvitation }) {
  const { place, event } = invitation;
  return (
    <>
      <PageTitle>RSVP: {event.name}</PageTitle>
      <Lead>Let us know whether you can come, and how many guests you are bringing.</Lead>
      <Facts>
        <dt>When</dt>
        <dd>{event.time}</dd>
        {place ? (
          <>
            <dt>Where</dt>
            <dd>{[place.city, place.county, place.state].filter(Boolean).join(', ')}</dd>
          </>
        ) : null}
      </Facts>
    </>
  );
}

/** A link without a place cannot be answered: the identity needs a city and a state. */
export function IncompleteInvitation() {
  return (
    <div role="status">
      <h2>This invitation link is incomplete</h2>
      <p>
        Open the link from your invitation email again, or find your city’s meetings from the <a href="/">home page</a>.
      </p>
    </div>
  );
}
