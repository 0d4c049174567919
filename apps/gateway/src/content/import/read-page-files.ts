import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { PageImportInput } from '@civicbrief/contracts';
import type { PageWrite } from '../page-values';
import { readFrontMatter } from './front-matter';
import { MAX_FILE_CHARS } from './limits';

/** A checked file: its page and the page's size as stored (characters, aliases expanded), or its problems. */
export type PageFile = { file: string; page: PageWrite; chars: number } | { file: string; problems: string[] };

/** Every markdown file under a folder, sorted so runs (and their messages) come in the same order. */
export async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(md|markdown)$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Front matter (YAML or JSON, read as data only: see readFrontMatter) checked against PageImportInput; the
 * markdown body becomes props.content. A page longer than MAX_FILE_CHARS as stored is refused.
 */
export function parsePageFile(file: string, text: string): PageFile {
  const parsed = readFrontMatter(text, MAX_FILE_CHARS);
  if ('problem' in parsed) return { file, problems: [`front matter: ${parsed.problem}`] };
  const result = PageImportInput.safeParse(parsed.data);
  if (!result.success) {
    return { file, problems: result.error.issues.map((issue) => [...issue.path, issue.message].join(': ')) };
  }
  return { file, page: { ...result.data, ...(parsed.body ? { body: parsed.body } : {}) }, chars: parsed.chars };
}

/** A file as the person running the import knows it: relative to their folder when it is inside it. */
function shownName(path: string, cwd: string): string {
  const name = relative(cwd, path);
  return name.startsWith('..') || isAbsolute(name) ? path : name;
}

/** Every markdown file under dir with its shown name and text. */
export async function readMarkdownFiles(dir: string, cwd: string): Promise<{ name: string; text: string }[]> {
  const files = await markdownFiles(dir);
  return Promise.all(files.map(async (path) => ({ name: shownName(path, cwd), text: await readFile(path, 'utf8') })));
}

/** Reads and checks every markdown file under dir. */
export async function readPageFiles(dir: string, cwd: string): Promise<PageFile[]> {
  return (await readMarkdownFiles(dir, cwd)).map(({ name, text }) => parsePageFile(name, text));
}
