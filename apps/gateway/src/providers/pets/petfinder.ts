import type { Pet } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import { ProviderFailure } from '../provider-failure';
import type { AdapterContext, PetsProvider } from '../provider-types';

const PROVIDER = 'petfinder';
const PETS_PER_CITY = 20;
/** A token is renewed this long before Petfinder says it expires, so none expires on its way. */
const EXPIRY_MARGIN_MS = 60_000;

/** POST /v2/oauth2/token (client credentials). */
const Token = z.object({
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  access_token: z.string().min(1),
});

const photo = z.object({
  small: z.string().optional(),
  medium: z.string().optional(),
  large: z.string().optional(),
  full: z.string().optional(),
});
/** GET /v2/animals: only what we read of each animal. */
const Animals = z.object({
  animals: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        url: z.string(),
        photos: z.array(photo).max(50).default([]),
        breeds: z.object({ primary: z.string().nullable().optional() }).optional(),
        gender: z.string().nullable().optional(),
        age: z.string().nullable().optional(),
        size: z.string().nullable().optional(),
        tags: z.array(z.string()).max(50).default([]),
      }),
    )
    .max(100),
});

const toPet = (animal: z.infer<typeof Animals>['animals'][number]): Pet => ({
  id: animal.id,
  name: animal.name,
  url: animal.url,
  photos: animal.photos,
  breeds: { primary: animal.breeds?.primary ?? null },
  gender: animal.gender ?? '',
  age: animal.age ?? '',
  size: animal.size ?? '',
  tags: animal.tags,
});

/**
 * Petfinder API v2 with PETFINDER_KEY and PETFINDER_SECRET: an OAuth client-credentials token, kept until just
 * before it expires and fetched anew when Petfinder refuses it (401), then the adoptable animals near the city.
 */
export function createPetfinder(
  { config, cachedSource }: AdapterContext,
  key: string,
  secret: string,
  now = Date.now,
): PetsProvider {
  const { petfinderUrl, ttlMs } = config.pets;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && now() < token.expiresAt) return token.value;
    const form = { grant_type: 'client_credentials', client_id: key, client_secret: secret };
    const answer = shaped(
      PROVIDER,
      Token,
      await requestJson(
        PROVIDER,
        `${petfinderUrl}/v2/oauth2/token`,
        { method: 'POST', form, signal },
        config.userAgent,
      ),
    );
    token = { value: answer.access_token, expiresAt: now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS };
    return token.value;
  }

  async function animals(url: string, signal: AbortSignal): Promise<unknown> {
    try {
      return await requestJson(
        PROVIDER,
        url,
        { headers: { authorization: `Bearer ${await accessToken(signal)}` }, signal },
        config.userAgent,
      );
    } catch (error) {
      if (!(error instanceof ProviderFailure && error.status === 401)) throw error;
      token = undefined;
      return requestJson(
        PROVIDER,
        url,
        { headers: { authorization: `Bearer ${await accessToken(signal)}` }, signal },
        config.userAgent,
      );
    }
  }

  return {
    name: PROVIDER,
    adoptable: (city) =>
      fetchCached(city.slug, async (signal) => {
        const query = new URLSearchParams({
          location: `${city.latitude},${city.longitude}`,
          status: 'adoptable',
          limit: String(PETS_PER_CITY),
        });
        return shaped(PROVIDER, Animals, await animals(`${petfinderUrl}/v2/animals?${query}`, signal)).animals.map(
          toPet,
        );
      }),
  };
}
