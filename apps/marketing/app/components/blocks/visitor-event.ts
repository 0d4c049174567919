/** Query parameters a conference link may carry to name its event: our own `event`, or the campaign of a UTM link. */
export const EVENT_PARAMETERS = ['event', 'utm_campaign'] as const;

const EVENT_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The event a visitor's link names, as a lowercase slug; null without one or for anything that is no slug. */
export function visitorEvent(url: URL): string | null {
  for (const name of EVENT_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim().toLowerCase();
    if (value && EVENT_SLUG.test(value)) return value;
  }
  return null;
}
