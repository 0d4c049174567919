import { DigestIssue, DigestIssueIndex, DigestIssueList } from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import { GatewayError, unexpected } from '../gateway-error';
import type { Transport } from '../transport';

export interface NewsletterIssueCalls {
  /** GET /api/newsletter/issues: every city's issues, for the sitemap. */
  newsletterIssueIndex(): Promise<DigestIssueIndex>;
  /** GET /api/newsletter/issues/<city slug>: the city's issues, newest first; null for a city the gateway does not know. */
  newsletterIssues(citySlug: string): Promise<DigestIssueList | null>;
  /** GET /api/newsletter/issues/<city slug>/<YYYY-MM-DD>: one issue; null when there is none that day. */
  newsletterIssue(citySlug: string, date: string): Promise<DigestIssue | null>;
}

/** The newsletter's issues as their web version reads them (decision 046): a 404 is "none", anything else throws. */
export function newsletterIssueCalls({ call }: Transport): NewsletterIssueCalls {
  async function found<T extends z.core.$ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
    try {
      return (await call(path, { schema })).data;
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return null;
      throw unexpected(error, path);
    }
  }
  // Each of the slug's segments, and the date, encoded: nothing a visitor typed can change the path's shape.
  const cityPath = (citySlug: string) =>
    `/api/newsletter/issues/${citySlug.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async newsletterIssueIndex() {
      const path = '/api/newsletter/issues';
      try {
        return (await call(path, { schema: DigestIssueIndex })).data;
      } catch (error) {
        throw unexpected(error, path);
      }
    },
    newsletterIssues: (citySlug) => found(cityPath(citySlug), DigestIssueList),
    newsletterIssue: (citySlug, date) => found(`${cityPath(citySlug)}/${encodeURIComponent(date)}`, DigestIssue),
  };
}
