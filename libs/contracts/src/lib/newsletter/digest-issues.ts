// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/**
 * A city's newsletter issue (the digest, decision 046): what was published for the city in the issue's period, as
 * the gateway composed it, at a stable address per city and date (`/<state>/<county>/<city>/newsletter/<date>`).
 * The gateway answers `GET /api/newsletter/issues/<state>/<county>/<city>` (the list) and `.../<date>` (one issue).
 */

/** One page the issue lists, linking to its own page (`/<slug>`). */
export const DigestItem = z.object({
  slug: z.string(),
  title: z.string(),
  /** The page's description, at most 300 characters; empty when it has none. */
  description: z.string(),
  /** ISO 8601: when it was first published, or for an upcoming meeting the meeting's date (YYYY-MM-DD). */
  date: z.string(),
});
export type DigestItem = z.infer<typeof DigestItem>;

export const DIGEST_SECTIONS = ['summaries', 'agendas', 'articles', 'voterGuides', 'upcomingMeetings'] as const;
export type DigestSection = (typeof DIGEST_SECTIONS)[number];

/** Each section's heading, in the mail and the web version. */
export const DIGEST_SECTION_TITLES: Record<DigestSection, string> = {
  summaries: 'Meeting summaries',
  agendas: 'Agendas',
  articles: 'Articles',
  voterGuides: 'Voter guides',
  upcomingMeetings: 'Upcoming meetings',
};

/** Items per section at most; an issue with more says how many more the city page has. */
export const DIGEST_ITEMS_PER_SECTION = 20;

const perSection = <T extends z.core.$ZodType>(value: T) =>
  z.object(Object.fromEntries(DIGEST_SECTIONS.map((section) => [section, value])) as Record<DigestSection, T>);

export const DigestIssue = z.object({
  /** The city's content slug: `ca/santa-clara-county/saratoga`. */
  citySlug: z.string(),
  /** The city's name as the catalogue writes it: `Saratoga`. */
  cityName: z.string(),
  /** The state's name: `California`. */
  stateName: z.string(),
  /** YYYY-MM-DD (UTC): the issue's day, part of its address. */
  date: z.string(),
  /** ISO 8601: the period the issue covers, from (exclusive) to (inclusive). */
  periodStart: z.string(),
  periodEnd: z.string(),
  sections: perSection(z.array(DigestItem)),
  /** Items left out of each section beyond DIGEST_ITEMS_PER_SECTION. */
  more: perSection(z.number()),
});
export type DigestIssue = z.infer<typeof DigestIssue>;

/** An entry of a city's list of issues, newest first. */
export const DigestIssueSummary = z.object({
  date: z.string(),
  /** Items in the issue, all sections together. */
  items: z.number(),
});
export type DigestIssueSummary = z.infer<typeof DigestIssueSummary>;

export const DigestIssueList = z.object({ citySlug: z.string(), issues: z.array(DigestIssueSummary) });
export type DigestIssueList = z.infer<typeof DigestIssueList>;

/**
 * GET /api/newsletter/issues: every city's issues (the newest DIGEST_LIST_LIMIT of each), ordered by city slug then
 * newest first: what the sitemap lists, in one call.
 */
export const DigestIssueIndex = z.object({
  issues: z.array(z.object({ citySlug: z.string(), date: z.string() })),
});
export type DigestIssueIndex = z.infer<typeof DigestIssueIndex>;

/** Issues a city's list gives at most (a year of weekly issues). */
export const DIGEST_LIST_LIMIT = 52;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is an issue's date as its address writes it (YYYY-MM-DD, a real day). */
export function isDigestDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
