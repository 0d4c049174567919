// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { boundedCount, placeText, ProviderSource } from './provider-errors';

export const SCHOOLS_DEFAULT_LIMIT = 10;
export const SCHOOLS_MAX_LIMIT = 25;
export const schoolTypes = ['(public or charter)', 'public', 'charter', 'private'] as const;
export type SchoolType = (typeof schoolTypes)[number];

/** GET /api/schools?city=&state=&limit=&school_type= (spec §7): a catalogue city; limit 1-25 (default 10). */
export const SchoolsQuery = z.object({
  city: placeText('city', 80),
  state: placeText('state', 40),
  limit: boundedCount('limit', SCHOOLS_MAX_LIMIT, SCHOOLS_DEFAULT_LIMIT),
  school_type: z._default(
    z.enum(schoolTypes, { error: `school_type must be one of ${schoolTypes.join(', ')}` }),
    '(public or charter)',
  ),
});
export type SchoolsQuery = z.infer<typeof SchoolsQuery>;

/**
 * A school (spec §3) in GreatSchools' field names: rating 1-10 or 'NOT RATED'; level-codes a comma list of
 * e, m, h; level the grades offered as a comma list ('PK,K,1,...,5', 'UG' ungraded); metrics absent when unknown.
 */
export const School = z.object({
  'universal-id': z.string(),
  name: z.string(),
  rating: z.union([z.number(), z.literal('NOT RATED')]),
  'level-codes': z.string(),
  level: z.string(),
  'overview-url': z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  metrics: z.object({
    enrollment: z.optional(z.number()),
    'student-teacher-ratio': z.optional(z.number()),
  }),
});
export type School = z.infer<typeof School>;

export const SchoolsResult = z.object({ schools: z.array(School), source: ProviderSource });
export type SchoolsResult = z.infer<typeof SchoolsResult>;
