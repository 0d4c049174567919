import PostalMime from 'postal-mime';

/**
 * What a report mail from a mail system says about our newsletter mail (decision 046): a delivery status
 * notification (RFC 3464) of addresses that refused it for good, or a feedback-loop report (ARF, RFC 5965) of a
 * recipient who marked it as spam. `addresses` are the recipients the report names; `tokens` the signed unsubscribe
 * tokens found in the reported mail's own List-Unsubscribe header (mailbox providers redact the recipient of a
 * complaint, so the mail's own link is how it is found).
 */
export type FeedbackReport =
  { kind: 'bounce' | 'complaint'; addresses: string[]; tokens: string[] } | { kind: 'none'; reason: string };

/** A report mail larger than this is not one: the route refuses it before it is read. */
export const FEEDBACK_REPORT_MAX_BYTES = 512 * 1024;
/** Recipients read from one report at most. */
const MAX_RECIPIENTS = 100;
/** ARF feedback types that are a complaint about the mail (not `not-spam`, nor `virus` reports). */
const COMPLAINTS = new Set(['abuse', 'fraud', 'other']);

/** RFC 822-style fields (`Name: value`, continuation lines unfolded), each name lower-cased, in blocks (blank lines). */
export function fieldBlocks(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** `rfc822; Reader@Example.com` or `<reader@example.com>`: the address, or null when it is not one. */
function addressOf(value: string | undefined): string | null {
  const address = value
    ?.replace(/^rfc822\s*;/i, '')
    .trim()
    .replace(/^<|>$/g, '')
    .trim();
  return address && /^[^\s@<>]{1,64}@[^\s@<>]{1,255}$/.test(address) ? address.toLowerCase() : null;
}

/** The `token` of every List-Unsubscribe URL of a mail's header block. */
function unsubscribeTokens(headers: string): string[] {
  const value = fieldBlocks(headers)[0]?.get('list-unsubscribe') ?? '';
  return [...value.matchAll(/<([^>]{1,2048})>/g)].flatMap(([, url]) => {
    try {
      const token = new URL(url as string).searchParams.get('token');
      return token ? [token] : [];
    } catch {
      return [];
    }
  });
}

const unique = (values: (string | null)[]) =>
  [...new Set(values.filter((value): value is string => value !== null))].slice(0, MAX_RECIPIENTS);

/** Reads a report mail; a mail that is neither report (or not a mail at all) is `none`, with why. */
export async function readFeedbackReport(raw: string): Promise<FeedbackReport> {
  let mail: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    mail = await PostalMime.parse(raw, {
      attachmentEncoding: 'utf8',
      forceRfc822Attachments: true,
      maxNestingDepth: 20,
      maxHeadersSize: 64 * 1024,
    });
  } catch {
    return { kind: 'none', reason: 'Not a mail message.' };
  }
  const part = (...types: string[]) => {
    const found = mail.attachments.find((attachment) => types.includes(attachment.mimeType.toLowerCase()));
    return typeof found?.content === 'string' ? found.content : null;
  };
  const original = part('text/rfc822-headers', 'message/rfc822') ?? '';
  const tokens = unique(unsubscribeTokens(original.split(/\r?\n\r?\n/)[0] ?? ''));

  const feedback = part('message/feedback-report');
  if (feedback !== null) {
    const [fields] = fieldBlocks(feedback);
    const type = fields?.get('feedback-type')?.toLowerCase() ?? '';
    if (!COMPLAINTS.has(type)) return { kind: 'none', reason: `A feedback report of type "${type.slice(0, 40)}".` };
    const recipients = fieldBlocks(feedback).flatMap((block) => [addressOf(block.get('original-rcpt-to'))]);
    return { kind: 'complaint', addresses: unique(recipients), tokens };
  }

  const status = part('message/delivery-status', 'message/global-delivery-status');
  if (status !== null) {
    // The first block is about the message (no Action); each next one about a recipient.
    const failed = fieldBlocks(status)
      .filter((block) => block.get('action')?.toLowerCase() === 'failed' && /^5\./.test(block.get('status') ?? ''))
      .map((block) => addressOf(block.get('final-recipient') ?? block.get('original-recipient')));
    if (failed.length === 0) return { kind: 'none', reason: 'A delivery report without a permanent failure.' };
    // The failed recipients are the report's own words: the original mail's link adds nothing.
    return { kind: 'bounce', addresses: unique(failed), tokens: [] };
  }
  return { kind: 'none', reason: 'Neither a delivery report nor a feedback report.' };
}
