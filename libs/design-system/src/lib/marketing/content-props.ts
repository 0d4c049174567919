/**
 * Marketing blocks take their props from the content store, which people edit: every value is read
 * defensively (a wrong type is ignored, strings and lists are bounded, links are checked) instead of trusted.
 */

/** A title and a sentence: one step, industry, offering or use case; optionally a link. */
export interface MarketingItem {
  title: string;
  description: string;
  href?: string;
  linkLabel?: string;
}

export const MAX_ITEMS = 12;

type Entry = Record<string, unknown>;

/** A trimmed string no longer than `max`, or '' for anything else. */
export const textOf = (value: unknown, max = 600): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The entries of a list that `read` accepts, at most `max` of them; anything but an array is an empty list. */
export function listOf<T>(value: unknown, read: (entry: Entry) => T | null, max = MAX_ITEMS): T[] {
  if (!Array.isArray(value)) return [];
  const found: T[] = [];
  for (const entry of value) {
    if (found.length >= max) break;
    const item = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? read(entry as Entry) : null;
    if (item !== null) found.push(item);
  }
  return found;
}

/** Non-empty strings of a list (paragraphs, bullet points). */
export const stringsOf = (value: unknown, max = MAX_ITEMS, length = 1200): string[] =>
  Array.isArray(value)
    ? value
        .map((entry) => textOf(entry, length))
        .filter((text) => text.length > 0)
        .slice(0, max)
    : [];

/**
 * A link a block may render: an in-page anchor (`#contact-form`), a same-site path (`/contact#contact-form`) or an
 * http(s) URL. Anything else (`javascript:`, `data:`, protocol-relative `//host`) is no link at all.
 */
export function safeHref(value: unknown): string | undefined {
  const text = textOf(value, 2048);
  if (text === '') return undefined;
  if (text.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(text) ? text : undefined;
  if (text.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(text) ? text : undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image's address: a same-site path or an https URL (http images would be mixed content). */
export function safeImageSrc(value: unknown): string | undefined {
  const href = safeHref(value);
  return href && (href.startsWith('/') || href.startsWith('https:')) ? href : undefined;
}

export const itemsOf = (value: unknown): MarketingItem[] =>
  listOf(value, (entry) => {
    const title = textOf(entry['title'], 160);
    if (title === '') return null;
    const href = safeHref(entry['href']);
    return {
      title,
      description: textOf(entry['description']),
      ...(href ? { href, linkLabel: textOf(entry['linkLabel'], 80) || undefined } : {}),
    };
  });
