import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect } from '@civicbrief/e2e-support';
import PostalMime from 'postal-mime';
import { LOOP_DIR } from '../../playwright.config';

/** A mail the stack wrote to its folder, as a mail client reads it. */
export interface FolderMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The repository root: Playwright runs from it (nx, npm test) or from the suite's folder. */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'nx.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('not inside the repository');
    dir = up;
  }
  return dir;
}

async function readMail(dir: string, file: string): Promise<FolderMail> {
  const mail = await PostalMime.parse(await readFile(join(dir, file), 'utf8'));
  return {
    file,
    to: mail.to?.map((to) => to.address ?? '').join(', ') ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
    headers: Object.fromEntries(mail.headers.map((header) => [header.key, header.value])),
  };
}

/** Waits for the `count`-th mail to `address` whose subject matches, oldest first, and answers it. */
export async function mailTo(address: string, subject: RegExp, count = 1): Promise<FolderMail> {
  const dir = join(repositoryRoot(), LOOP_DIR, 'mail');
  let found: FolderMail[] = [];
  await expect
    .poll(
      async () => {
        const files = existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort() : [];
        const mails = await Promise.all(files.map((file) => readMail(dir, file)));
        found = mails.filter((mail) => mail.to === address && subject.test(mail.subject));
        return found.length;
      },
      { message: `mail ${count} to ${address} (${subject})`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as FolderMail;
}

/** The link of a mail's plain-text part to a page whose path starts with `path`, on the stack's origin. */
export function linkTo(mail: FolderMail, path: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>]+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}"`);
  return link;
}
