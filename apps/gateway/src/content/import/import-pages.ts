import type { PagesRepository, UpsertOutcome } from '../pages-repository';
import { readPageFiles } from './read-page-files';

export type ImportSummary = Record<UpsertOutcome | 'rejected', number> & {
  /** One line per problem: `file: field: message`. */
  problems: string[];
};

export function formatSummary(summary: ImportSummary): string {
  return `created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected}`;
}

/**
 * Upserts every valid markdown page under dir by slug; a bad file is rejected with its reasons and the
 * others still import. Idempotent: a second run of the same files leaves every page unchanged.
 */
export async function importPages(dir: string, repository: PagesRepository, cwd = process.cwd()): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, rejected: 0, problems: [] };
  const fileOfSlug = new Map<string, string>();
  for (const pageFile of await readPageFiles(dir, cwd)) {
    const problems = 'problems' in pageFile ? pageFile.problems : [];
    if ('page' in pageFile) {
      // Two files with one slug would overwrite each other on every run: the second is an error.
      const first = fileOfSlug.get(pageFile.page.slug);
      if (first) problems.push(`slug: slug '${pageFile.page.slug}' is already used by ${first}`);
      else fileOfSlug.set(pageFile.page.slug, pageFile.file);
    }
    if (problems.length > 0 || !('page' in pageFile)) {
      summary.rejected += 1;
      summary.problems.push(...problems.map((problem) => `${pageFile.file}: ${problem}`));
      continue;
    }
    summary[await repository.upsertBySlug(pageFile.page)] += 1;
  }
  return summary;
}
