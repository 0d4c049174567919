import * as z from 'zod';
import type { PagesRepository, UpsertOutcome } from '../pages-repository';
import { checkPageFiles, problemLines, type CheckedPageFiles } from './import-pages';
import { MAX_FILE_CHARS, MAX_UPLOAD_FILES, UPLOAD_BODY_LIMIT } from './limits';
import { parsePageFile } from './read-page-files';

// The limits live in ./limits so the parser (read-page-files) can hold pages to them; they are this API's.
export { MAX_FILE_CHARS, MAX_UPLOAD_FILES, UPLOAD_BODY_LIMIT };

export const ContentUpload = z.object({
  files: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, { error: 'name is required' })
          .max(200, { error: 'name must be at most 200 characters' }),
        text: z.string().max(MAX_FILE_CHARS, { error: `text must be at most ${MAX_FILE_CHARS} characters` }),
      }),
    )
    .min(1, { error: 'files must hold at least one file' })
    .max(MAX_UPLOAD_FILES, { error: `files must hold at most ${MAX_UPLOAD_FILES} files` }),
});
export type ContentUpload = z.infer<typeof ContentUpload>;

export const ContentImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Per file, in the order sent. */
  files: z.array(
    z.object({ name: z.string(), slug: z.string(), outcome: z.enum(['created', 'updated', 'unchanged']) }),
  ),
});
export type ContentImportResult = z.infer<typeof ContentImportResult>;

const uploadTooBig = `front matter: the upload's pages come to more than ${UPLOAD_BODY_LIMIT} characters with this one, their front matter's aliases expanded; send fewer files at once`;

/** The 400 for a refused upload: every problem in the message, one a line, and per file its `field: message` lines. */
export function refusalOf(rejected: CheckedPageFiles['rejected']): {
  statusCode: 400;
  error: string;
  message: string;
  fieldErrors: Record<string, string[]>;
} {
  const fieldErrors = new Map<string, string[]>();
  for (const { file, problems } of rejected) fieldErrors.set(file, [...(fieldErrors.get(file) ?? []), ...problems]);
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: problemLines(rejected).join('\n'),
    fieldErrors: Object.fromEntries(fieldErrors),
  };
}

/**
 * Checks every file as the CLI does (the same parser and messages) and writes them only when all are
 * valid: an upload is refused whole, with `file: field: message` per problem, or written whole.
 */
export async function importUpload(
  upload: ContentUpload,
  repository: PagesRepository,
): Promise<ContentImportResult | { rejected: CheckedPageFiles['rejected'] }> {
  const checked = checkPageFiles(upload.files.map(({ name, text }) => parsePageFile(name, text)));
  // YAML aliases can make the pages bigger than the request that brought them: they are held to its limit too.
  let chars = 0;
  const over = checked.pages.find((page) => (chars += page.chars) > UPLOAD_BODY_LIMIT);
  if (over) checked.rejected.push({ file: over.file, problems: [uploadTooBig] });
  if (checked.rejected.length > 0) return { rejected: checked.rejected };
  const result: ContentImportResult = { created: 0, updated: 0, unchanged: 0, files: [] };
  for (const { file, page } of checked.pages) {
    const outcome: UpsertOutcome = await repository.upsertBySlug(page);
    result[outcome] += 1;
    result.files.push({ name: file, slug: page.slug, outcome });
  }
  return result;
}
