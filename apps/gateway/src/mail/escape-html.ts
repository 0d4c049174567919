const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text typed by subscribers (names, cities) goes into HTML mail escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character]);
