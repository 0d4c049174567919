// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { ProviderSource } from './provider-errors';

/** POST /api/pets/adoptable (spec §7): body { location: 'City, ST' } naming a catalogue city. */
export const PetsAdoptableInput = z.object({
  location: z
    .string({ error: 'location is required' })
    .check(
      z.trim(),
      z.minLength(1, 'location is required'),
      z.maxLength(120, 'location must be at most 120 characters'),
      z.regex(/^[\p{L}\p{M}0-9 .'’()/-]+,[\p{L}\p{M} .]+$/u, "location must read 'city, state'"),
    ),
});
export type PetsAdoptableInput = z.infer<typeof PetsAdoptableInput>;

const Photo = z.object({
  small: z.optional(z.string()),
  medium: z.optional(z.string()),
  large: z.optional(z.string()),
  full: z.optional(z.string()),
});

/** A pet (spec §3): the client shows those with at least one photo. */
export const Pet = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  photos: z.array(Photo),
  breeds: z.object({ primary: z.nullable(z.string()) }),
  gender: z.string(),
  age: z.string(),
  size: z.string(),
  tags: z.array(z.string()),
});
export type Pet = z.infer<typeof Pet>;

export const PetsAdoptableResult = z.object({ animals: z.array(Pet), source: ProviderSource });
export type PetsAdoptableResult = z.infer<typeof PetsAdoptableResult>;
