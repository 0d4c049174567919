/**
 * The 'tel:' link of a phone number as written ('(408) 868-1200 ext. 12'): its digits, a leading + and the
 * extension after ';ext=' (RFC 3966). Here rather than in contracts, so the page's code does not take the schemas.
 */
export function telHref(phone: string): string {
  const [number, extension] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = `${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
  return extension ? `tel:${digits};ext=${extension.replace(/\D/g, '')}` : `tel:${digits}`;
}
