/** A grade as the spec's `level` lists it: PK, K, 1-12. */
const gradeName = (grade: number) => (grade === -1 ? 'PK' : grade === 0 ? 'K' : String(grade));

/** Lowest and highest grade (NCES codes: -1 pre-kindergarten, 0 kindergarten, 1-13) -> 'PK,K,1,...'; 'UG' when unknown. */
export function gradeLevel(lowest: number | null | undefined, highest: number | null | undefined): string {
  if (lowest == null || highest == null || lowest < -1 || highest < lowest || highest > 13) return 'UG';
  return Array.from({ length: Math.min(highest, 12) - lowest + 1 }, (_, index) => gradeName(lowest + index)).join(',');
}

/** e (elementary, up to grade 5), m (6-8), h (9-12) for the grades a school offers. */
export function levelCodes(lowest: number | null | undefined, highest: number | null | undefined): string {
  if (lowest == null || highest == null || lowest < -1 || highest < lowest) return '';
  const codes: string[] = [];
  if (lowest <= 5) codes.push('e');
  if (lowest <= 8 && highest >= 6) codes.push('m');
  if (highest >= 9) codes.push('h');
  return codes.join(',');
}
