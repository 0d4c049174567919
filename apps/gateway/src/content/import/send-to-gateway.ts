import { ErrorResult } from '@civicbrief/contracts';
import { checkPageFiles, summaryOf, type ImportSummary } from './import-pages';
import { parsePageFile, readMarkdownFiles } from './read-page-files';
import { ContentImportResult, MAX_UPLOAD_FILES, UPLOAD_BODY_LIMIT } from './upload';

type Upload = { name: string; text: string }[];

/**
 * The files in uploads of at most MAX_UPLOAD_FILES files and at most half the body limit (room for escapes): as
 * JSON, and as pages stored (`chars`, which the gateway holds to the body limit: YAML aliases can make it bigger).
 */
function batches(files: (Upload[number] & { chars: number })[]): Upload[] {
  const uploads: Upload[] = [];
  let current: Upload = [];
  let bytes = 0;
  for (const { chars, ...file } of files) {
    const size = Math.max(Buffer.byteLength(JSON.stringify(file)), chars);
    if (current.length === MAX_UPLOAD_FILES || (current.length > 0 && bytes + size > UPLOAD_BODY_LIMIT / 2)) {
      uploads.push(current);
      [current, bytes] = [[], 0];
    }
    current.push(file);
    bytes += size;
  }
  if (current.length > 0) uploads.push(current);
  return uploads;
}

/**
 * `content:import -- <dir> --gateway <url>`: checks the files here (the same parser and messages as the
 * direct import; a bad file is rejected, the others go) and sends the good ones to POST /api/ops/content
 * of a running gateway, which writes them and drops its caches. OPS_TOKEN, when given, is sent as Bearer.
 * Throws, saying why, when the gateway refuses or cannot be reached.
 */
export async function sendToGateway(
  dir: string,
  gateway: URL,
  options: { cwd: string; opsToken?: string; fetch?: typeof fetch },
): Promise<ImportSummary> {
  const files = await readMarkdownFiles(dir, options.cwd);
  const { pages, rejected } = checkPageFiles(files.map(({ name, text }) => parsePageFile(name, text)));
  const good = new Map(pages.map(({ file, chars }) => [file, chars]));
  const summary = summaryOf(rejected);
  const url = new URL('/api/ops/content', gateway);
  const sent = files.flatMap((file) => (good.has(file.name) ? [{ ...file, chars: good.get(file.name) ?? 0 }] : []));
  for (const upload of batches(sent)) {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.opsToken ? { authorization: `Bearer ${options.opsToken}` } : {}),
      },
      body: JSON.stringify({ files: upload }),
    }).catch((error: unknown) => {
      // fetch says only 'fetch failed'; the reason (ECONNREFUSED...) is its cause. Errors of another realm
      // (undici's, under test runners) fail instanceof: read their fields.
      const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown } };
      throw new Error(`${url.href} could not be reached: ${String(cause?.message ?? message ?? error)}`);
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = ErrorResult.safeParse(body);
      throw new Error(`${url.href} answered ${response.status}${error.success ? `: ${error.data.message}` : ''}`);
    }
    const result = ContentImportResult.parse(body);
    for (const outcome of ['created', 'updated', 'unchanged'] as const) summary[outcome] += result[outcome];
  }
  return summary;
}
