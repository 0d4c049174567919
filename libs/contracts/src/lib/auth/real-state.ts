// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/** GET /api/realState/locations?userId={userId} (spec §7). */
export const SavedLocationsQuery = z.object({ userId: z.uuid('userId must be a user id') });
export type SavedLocationsQuery = z.infer<typeof SavedLocationsQuery>;

/** A saved location (spec §4): city, county, state and the city's slug, e.g. ca/santa-clara-county/saratoga. */
export const SavedLocation = z.object({
  id: z.uuid(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  slug: z.string(),
});
export type SavedLocation = z.infer<typeof SavedLocation>;

export const SavedLocationsResult = z.object({ locations: z.array(SavedLocation) });
export type SavedLocationsResult = z.infer<typeof SavedLocationsResult>;

/** GET /api/realState/summaries?userId={id}&locationId={id} (spec §7). */
export const DashboardSummariesQuery = z.object({
  userId: z.uuid('userId must be a user id'),
  locationId: z.uuid('locationId must be a location id'),
});
export type DashboardSummariesQuery = z.infer<typeof DashboardSummariesQuery>;

/** A dashboard summary (spec §4): name, meeting_date (YYYY-MM-DD) and the page slug. */
export const DashboardSummary = z.object({
  name: z.string(),
  meeting_date: z.nullable(z.string()),
  slug: z.string(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const DashboardSummariesResult = z.object({ summaries: z.array(DashboardSummary) });
export type DashboardSummariesResult = z.infer<typeof DashboardSummariesResult>;
