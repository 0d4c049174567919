import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/env';
import { SEND_TIMEOUT_MS } from '../outbox/lease';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  /** smtp: handed to SMTP_URL's server; file: written as .eml under MAIL_DIR (offline development). */
  readonly mode: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** 2024-05-01T12:30:00.123Z -> 20240501T123000123Z: sortable, and legal in every file system. */
const fileStamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

function fileMailer(config: AppConfig['mail']): Mailer {
  // nodemailer composes the whole MIME message (headers, text and HTML parts) into a buffer.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = resolve(process.cwd(), config.dir);
  return {
    mode: 'file',
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${fileStamp(new Date())}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP with every wait bounded by `timeoutMs`: connecting and the server's greeting together take at
 * most half of it, and any later silence at most half. nodemailer's defaults (2 minutes to connect, 10
 * minutes of silence) would outlast the outbox lease, and another worker would send the mail again.
 */
function smtpMailer(config: AppConfig['mail'] & { smtpUrl: string }, timeoutMs: number): Mailer {
  const half = Math.max(1, Math.floor(timeoutMs / 2));
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: half,
    greetingTimeout: half,
    dnsTimeout: half,
    socketTimeout: half,
  });
  return {
    mode: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise .eml files, so sign-up flows work offline. `timeoutMs` bounds
 * the waits of one SMTP send (the outbox gives a quarter of its lease).
 */
export function createMailer(
  config: AppConfig['mail'],
  { timeoutMs = SEND_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }, timeoutMs) : fileMailer(config);
}

/**
 * Whether a failed send is worth retrying: SMTP 5xx answers are permanent (no such mailbox, refused);
 * connection failures, timeouts and 4xx answers are transient.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
