import type { PageWrite } from '../page-values';
import type { PagesRepository, UpsertOutcome } from '../pages-repository';
import { readPageFiles, type PageFile } from './read-page-files';

export type ImportSummary = Record<UpsertOutcome | 'rejected', number> & {
  /** One line per problem: `file: field: message`. */
  problems: string[];
};

export function formatSummary(summary: ImportSummary): string {
  return `created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected}`;
}

export interface CheckedPageFiles {
  /** The files that can be written, in their order, with each page's size as stored (see PageFile). */
  pages: { file: string; page: PageWrite; chars: number }[];
  /** The files that cannot be, with their problems (`field: message`). */
  rejected: { file: string; problems: string[] }[];
}

/** One line per problem: `file: field: message`. */
export const problemLines = (rejected: CheckedPageFiles['rejected']): string[] =>
  rejected.flatMap(({ file, problems }) => problems.map((problem) => `${file}: ${problem}`));

/** A run's summary before anything is written: the rejected files counted, with their problems. */
export const summaryOf = (rejected: CheckedPageFiles['rejected']): ImportSummary => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: rejected.length,
  problems: problemLines(rejected),
});

/** Sorts parsed files into pages to write and rejected files; a second file with a slug already used is rejected. */
export function checkPageFiles(pageFiles: PageFile[]): CheckedPageFiles {
  const checked: CheckedPageFiles = { pages: [], rejected: [] };
  const fileOfSlug = new Map<string, string>();
  for (const pageFile of pageFiles) {
    const problems = 'problems' in pageFile ? [...pageFile.problems] : [];
    if ('page' in pageFile) {
      // Two files with one slug would overwrite each other on every run: the second is an error.
      const first = fileOfSlug.get(pageFile.page.slug);
      if (first) problems.push(`slug: slug '${pageFile.page.slug}' is already used by ${first}`);
      else fileOfSlug.set(pageFile.page.slug, pageFile.file);
    }
    if (problems.length > 0 || !('page' in pageFile)) {
      checked.rejected.push({ file: pageFile.file, problems });
      continue;
    }
    checked.pages.push({ file: pageFile.file, page: pageFile.page, chars: pageFile.chars });
  }
  return checked;
}

/**
 * Upserts every valid markdown page under dir by slug; a bad file is rejected with its reasons and the
 * others still import. Idempotent: a second run of the same files leaves every page unchanged.
 */
export async function importPages(
  dir: string,
  repository: PagesRepository,
  cwd = process.cwd(),
): Promise<ImportSummary> {
  const { pages, rejected } = checkPageFiles(await readPageFiles(dir, cwd));
  const summary = summaryOf(rejected);
  for (const { page } of pages) summary[await repository.upsertBySlug(page)] += 1;
  return summary;
}
