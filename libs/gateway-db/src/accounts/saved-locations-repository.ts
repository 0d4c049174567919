import type { DashboardSummary, SavedLocation } from '@civicbrief/contracts';
import { and, arrayContains, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../database-handle';
import { pages, savedLocations } from '../schema';

export const DASHBOARD_SUMMARY_LIMIT = 50;

export interface NewSavedLocation {
  city: string;
  county: string;
  state: string;
  slug: string;
}

/** A user's saved cities and, for the dashboard, each city's meeting summaries. */
export interface SavedLocationsRepository {
  list(userId: string): Promise<SavedLocation[]>;
  /** The user's own location with this id; null for an unknown id or another user's location. */
  find(userId: string, locationId: string): Promise<SavedLocation | null>;
  /** Adds the city unless the user saved it already; answers the saved row either way. */
  save(userId: string, location: NewSavedLocation): Promise<SavedLocation>;
  /** Published meeting summaries under the location's slug, newest first, at most 50. */
  summaries(location: Pick<SavedLocation, 'slug'>): Promise<DashboardSummary[]>;
}

const locationColumns = {
  id: savedLocations.id,
  city: savedLocations.city,
  county: savedLocations.county,
  state: savedLocations.state,
  slug: savedLocations.slug,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The meeting day: the slug's trailing date (…-2025-05-13) when it has one, else the first publication day. */
export function meetingDateOf(slug: string, firstPublishedAt: Date | null): string | null {
  const fromSlug = /-(\d{4}-\d{2}-\d{2})$/.exec(slug)?.[1];
  return fromSlug ?? firstPublishedAt?.toISOString().slice(0, 10) ?? null;
}

export function createSavedLocationsRepository(db: Database): SavedLocationsRepository {
  const find = async (userId: string, locationId: string) => {
    const [row] = await db
      .select(locationColumns)
      .from(savedLocations)
      .where(and(eq(savedLocations.userId, userId), eq(savedLocations.id, locationId)))
      .limit(1);
    return row ?? null;
  };

  return {
    list: (userId) =>
      db
        .select(locationColumns)
        .from(savedLocations)
        .where(eq(savedLocations.userId, userId))
        .orderBy(asc(savedLocations.createdAt), asc(savedLocations.city)),

    find,

    save: async (userId, location) => {
      await db
        .insert(savedLocations)
        .values({ userId, ...location })
        .onConflictDoNothing({ target: [savedLocations.userId, savedLocations.slug] });
      const [row] = await db
        .select(locationColumns)
        .from(savedLocations)
        .where(and(eq(savedLocations.userId, userId), eq(savedLocations.slug, location.slug)));
      return row;
    },

    summaries: async ({ slug }) => {
      const rows = await db
        .select({ title: pages.title, slug: pages.slug, firstPublishedAt: pages.firstPublishedAt })
        .from(pages)
        .where(
          and(
            eq(pages.status, 'published'),
            arrayContains(pages.tags, ['meeting-summary']),
            // The trailing slash keeps saratoga's pages apart from a city named saratoga-springs.
            like(pages.slug, `${escapeLike(slug)}/%`),
          ),
        )
        .orderBy(sql`${pages.firstPublishedAt} desc nulls last`, desc(pages.slug))
        .limit(DASHBOARD_SUMMARY_LIMIT);
      return rows.map((row) => ({
        name: row.title,
        meeting_date: meetingDateOf(row.slug, row.firstPublishedAt),
        slug: row.slug,
      }));
    },
  };
}
