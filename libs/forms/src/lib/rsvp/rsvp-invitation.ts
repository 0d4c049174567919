import type { CustomerAttributesResult, RsvpPlace } from '@civicbrief/contracts';
import { stateName } from '@civicbrief/locations';

/**
 * The event time when the link does not name one. The spec's RSVP pages know the event only from their
 * links, and no schedule of meetings exists to look the next one up in, so the answer says so plainly.
 */
export const RSVP_TIME_TO_BE_ANNOUNCED = 'To be announced';

// The RSVP event's bounds (contracts RsvpEventData) and the identifier's (IdentifierQuery).
const EVENT_MAX = 200;
const TIME_MAX = 100;
const ID_MAX = 254;

/** What an RSVP page is about: the place and event its link names, and whose link it is. */
export interface RsvpInvitation {
  /** The place (query city, state, county; else the subscriber's own); null when neither names one. */
  place: RsvpPlace | null;
  event: { name: string; time: string };
  /** The subscriber id (query `id`): the events call's identifier, else the email typed. */
  id: string | null;
}

type Attributes = CustomerAttributesResult['customer']['attributes'];

const param = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

function placeOf(city: string | null, state: string | null, county: string | null): RsvpPlace | null {
  if (!city || !state) return null;
  // A link may carry 'CA' or 'California'; the identity's object id is built from the state's name.
  return { city, state: stateName(state) ?? state, ...(county ? { county } : {}) };
}

/**
 * Reads an RSVP link (§2: query parameters city, state, county and id). The event's name and time come from
 * `event` and `event_time` when the link has them; otherwise the name is '{City} community meeting' (the
 * meetings this product covers are a city's public meetings) and the time 'To be announced'.
 */
export function rsvpInvitation(params: URLSearchParams, subscriber?: Attributes | null): RsvpInvitation {
  const place =
    placeOf(param(params, 'city'), param(params, 'state'), param(params, 'county')) ??
    (subscriber ? placeOf(subscriber.city, subscriber.state, subscriber.county) : null);
  const id = param(params, 'id');
  return {
    place,
    event: {
      name: (param(params, 'event') ?? (place ? `${place.city} community meeting` : 'Community meeting')).slice(
        0,
        EVENT_MAX,
      ),
      time: (param(params, 'event_time') ?? RSVP_TIME_TO_BE_ANNOUNCED).slice(0, TIME_MAX),
    },
    id: id && id.length <= ID_MAX ? id : null,
  };
}
