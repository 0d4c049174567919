/** Glyphs for the statistic icons the gateway names (decision 026); 24px, drawn in the text colour. */
const glyphs: Readonly<Record<string, string>> = {
  population:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 21v-2a6 6 0 0 1 12 0v2zm13 0v-2a7 7 0 0 0-1.5-4.4A5 5 0 0 1 22 19v2z',
  income: 'M3 6h18v12H3zm2 2v8h14V8zm7 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  home: 'M12 3 2 12h3v9h6v-6h2v6h6v-9h3z',
  age: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm-1 3v6l5 3 1-1.7-4-2.3V7z',
};

/**
 * A statistic card's `icon`: one of the named glyphs, or an image at an https URL (content blocks); decorative,
 * so hidden from screen readers. Nothing for anything else.
 */
export function StatIcon({ icon }: { icon: string | null }) {
  if (!icon) return null;
  const glyph = glyphs[icon];
  if (glyph) {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={glyph} fill="currentColor" fillRule="evenodd" />
      </svg>
    );
  }
  return /^https:\/\/\S+$/i.test(icon) ? (
    <img src={icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
  ) : null;
}
