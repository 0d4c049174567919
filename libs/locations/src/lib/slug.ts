/**
 * Lowercase, dash-separated, ASCII-only path segment: accents are folded ("Cañon City" -> canon-city),
 * apostrophes and dots vanish instead of splitting words ("St. Louis" -> st-louis, "Coeur d'Alene" ->
 * coeur-dalene), any other run of punctuation or spaces becomes one dash.
 */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lowercase with diacritics removed: the form both names and typed queries are compared in. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

// Census legal descriptions that are not part of the name people use ("Palo Alto city").
const placeSuffix = / (city|town|village|CDP|borough|municipality|city and borough)$/;
// "San Buenaventura (Ventura)": the Census keeps the legal name, people say the one in parentheses.
const commonNameInParentheses = /^.*\(([^()]+)\)\s*$/;

/** The name residents use for a Census place name. */
export function placeName(censusName: string): string {
  const withoutSuffix = censusName.trim().replace(placeSuffix, '').trim();
  const common = commonNameInParentheses.exec(withoutSuffix);
  return common ? common[1].trim() : withoutSuffix;
}
