import type { CityRequestInput } from '@civicbrief/contracts';
import { sql } from 'drizzle-orm';
import { cityRequests, type Database } from '@civicbrief/gateway-db';
import { normalizeEmail } from './identity';

/** lowercased name | state | email: the same city asked for again by the same address is one request. */
export const cityRequestKey = (input: CityRequestInput): string =>
  [input.name, input.state, input.email ?? ''].map((part) => part.trim().toLowerCase()).join('|');

/**
 * Stores a request for a city we do not cover; asking again raises its count. Our own database is where
 * these go (the rds call), so nothing is queued for the provider.
 */
export async function requestCity(db: Database, input: CityRequestInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(cityRequests)
    .values({
      name: input.name,
      state: input.state,
      email: input.email ? normalizeEmail(input.email) : null,
      dedupeKey: cityRequestKey(input),
    })
    .onConflictDoUpdate({
      target: cityRequests.dedupeKey,
      set: { requestCount: sql`${cityRequests.requestCount} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: cityRequests.id });
  return row;
}
