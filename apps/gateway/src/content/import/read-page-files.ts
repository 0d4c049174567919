import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { PageImportInput } from '@civicbrief/contracts';
import matter from 'gray-matter';
import type { PageWrite } from '../page-values';

export type PageFile = { file: string; page: PageWrite } | { file: string; problems: string[] };

/** Every markdown file under a folder, sorted so runs (and their messages) come in the same order. */
export async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(md|markdown)$/i.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** YAML front matter checked against PageImportInput; the markdown body becomes props.content. */
export function parsePageFile(file: string, text: string): PageFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options given: gray-matter's cache would hand back one shared object for identical texts.
    parsed = matter(text, {});
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/:$/, '');
    return { file, problems: [`front matter: ${reason}`] };
  }
  const result = PageImportInput.safeParse(parsed.data);
  if (!result.success) {
    return { file, problems: result.error.issues.map((issue) => [...issue.path, issue.message].join(': ')) };
  }
  const body = parsed.content.trim();
  return { file, page: { ...result.data, ...(body ? { body } : {}) } };
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
