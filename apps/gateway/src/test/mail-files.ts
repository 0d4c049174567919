import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/env';
import { testConfig } from './databases';

/** Undoes quoted-printable (soft line breaks and =XX bytes), as a mail client does. */
export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export interface WrittenMail {
  file: string;
  /** The raw message. */
  raw: string;
  /** Header lines unfolded, one header per line. */
  headers: string;
  /** The body parts decoded. */
  body: string;
}

/** The .eml files the file mailer wrote to `dir`, oldest first. */
export async function readMails(dir: string): Promise<WrittenMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      const split = raw.indexOf('\n\n');
      return {
        file: name,
        raw,
        headers: raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' '),
        body: decodeQuotedPrintable(raw.slice(split)),
      };
    }),
  );
}

/** The first link in a mail body that starts with `prefix`. */
export function linkIn(body: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(body);
  if (!match) throw new Error(`no ${prefix} link in the mail`);
  return match[0];
}

/**
 * What a deliverer without SMTP logged for one confirmation mail: the .eml file and the link with its token
 * `[redacted]`; the token of the working link in that file appears nowhere in the log.
 */
export async function expectTokenlessLog(calls: unknown[][], dir: string, linkPath: string): Promise<void> {
  const logged = calls[0][0] as { file: string; confirmLink: string };
  expect(logged).toEqual({
    file: expect.stringMatching(/\.eml$/),
    confirmLink: expect.stringContaining(`${linkPath}?token=[redacted]`),
  });
  const [mail] = (await readMails(dir)).filter((written) => logged.file.endsWith(written.file));
  const token = new URL(linkIn(mail.body, `${linkPath}?token=`), 'http://mail.test').searchParams.get('token') ?? '';
  expect(token.length).toBeGreaterThan(20);
  expect(JSON.stringify(calls)).not.toContain(token);
}

/**
 * A deliverer without SMTP, built by `deliver` from the config and log it is given, delivers one confirmation
 * mail to `dir` in development and in test; each time its log is as expectTokenlessLog says.
 */
export async function expectTokenlessLogInEveryEnvironment(
  dir: string,
  linkPath: string,
  deliver: (config: AppConfig, log: { info: jest.Mock }, nodeEnv: string) => Promise<unknown>,
): Promise<void> {
  for (const nodeEnv of ['development', 'test']) {
    const config = testConfig({
      NODE_ENV: nodeEnv,
      MAIL_DIR: dir,
      NEWSLETTER_LINK_SECRET: 'a-link-secret-for-the-log-test-0123',
    });
    const log = { info: jest.fn() };
    expect(await deliver(config, log, nodeEnv)).toEqual({ result: 'delivered' });
    await expectTokenlessLog(log.info.mock.calls, dir, linkPath);
  }
}
