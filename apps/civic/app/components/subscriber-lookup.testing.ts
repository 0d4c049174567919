/** The gateway's answer to the subscriber lookup of a mail link's id `sub-42`: Ada of Saratoga. */
export const subscriberLookup = (lastName: string | null) => ({
  status: 200,
  body: {
    customer: {
      id: 'sub-42',
      attributes: {
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: lastName,
        city: 'Saratoga',
        state: 'California',
        county: 'Santa Clara County',
      },
    },
  },
});

/** The gateway's answer to a write it accepted. */
export const accepted = { status: 200, body: { ok: true, id: 'x' } };
