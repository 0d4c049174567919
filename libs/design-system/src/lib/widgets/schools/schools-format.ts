import { formatNumber } from '../shared/number-format';

/** Spec §9: the schools block lists at most 10 schools. */
export const SCHOOLS_LIMIT = 10;

const UNGRADED = 'UG';

const LEVEL_NAMES: Record<string, string> = { e: 'Elementary', m: 'Middle', h: 'High School' };

/** A school as the schools block shows it; the fields mean what GreatSchools' do. */
export interface SchoolView {
  /** GreatSchools' universal-id. */
  id: string;
  name: string;
  /** Out of 10; null when the school is not rated. */
  rating: number | null;
  /** GreatSchools' level-codes, e.g. 'e,m' (e Elementary, m Middle, h High School). */
  levelCodes: string;
  /** The grades taught: a list ('K,1,2,3,4,5' or ['K', '1', ...]) or a range ('K-5'); 'UG' is ungraded. */
  level: string | readonly string[];
  /** metrics.enrollment; null when not disclosed. */
  enrollment: number | null;
  /** metrics.student-teacher-ratio; null when not disclosed. */
  studentTeacherRatio: number | null;
  /** One line, e.g. '14325 Saratoga Ave, Saratoga, CA 95070'. */
  address: string;
  /** The school's overview page. */
  overviewUrl: string;
}

/** 'NOT RATED' without a rating, else 'N/10'. */
export function formatRating(rating: number | null): string {
  return rating === null || !Number.isFinite(rating) ? 'NOT RATED' : `${rating}/10`;
}

/** Level codes by name, e.g. 'e,m' -> 'Elementary, Middle'; unknown codes are left out. */
export function formatLevels(levelCodes: string): string {
  return levelCodes
    .split(',')
    .map((code) => LEVEL_NAMES[code.trim().toLowerCase()])
    .filter(Boolean)
    .join(', ');
}

/** The grades listed, trimmed. A range ('K-5') is kept as one entry. */
function listedGrades(level: SchoolView['level']): string[] {
  const list = typeof level === 'string' ? level.split(',') : level;
  return list.map((grade) => grade.trim()).filter((grade) => grade !== '');
}

const isUngraded = (grade: string) => grade.toUpperCase() === UNGRADED;

/** The grades taught without 'UG' (ungraded). */
function grades(level: SchoolView['level']): string[] {
  return listedGrades(level).filter((grade) => !isUngraded(grade));
}

/** An ungraded school: its level lists only 'UG'. A school without a level is not one. */
function ungraded(school: SchoolView): boolean {
  const listed = listedGrades(school.level);
  return listed.length > 0 && listed.every(isUngraded);
}

/** The grade range as first-last, e.g. 'K,1,2,3,4,5' -> 'K-5'; one grade alone; '' when only ungraded. */
export function formatGradeRange(level: SchoolView['level']): string {
  const taught = grades(level);
  if (taught.length <= 1) return taught[0] ?? '';
  return `${taught[0]}-${taught[taught.length - 1]}`;
}

/** The enrollment with thousands separators, or 'N/D' (not disclosed). */
export function formatEnrollment(enrollment: number | null): string {
  return enrollment === null || !Number.isFinite(enrollment) ? 'N/D' : formatNumber(enrollment);
}

/** The student-teacher ratio floored, e.g. 21.7 -> '21:1', or 'N/D'. */
export function formatStudentTeacherRatio(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? 'N/D' : `${Math.floor(ratio)}:1`;
}

/** The schools the block shows: not ungraded (level 'UG'), at most 10, in the order given. */
export function visibleSchools<T extends SchoolView>(schools: readonly T[]): T[] {
  return schools.filter((school) => !ungraded(school)).slice(0, SCHOOLS_LIMIT);
}

/** Spec §4: the block (and its sub-navigation tab) is hidden when no shown school has an enrollment figure. */
export function schoolsBlockHidden(schools: readonly SchoolView[]): boolean {
  return !visibleSchools(schools).some((school) => school.enrollment !== null && Number.isFinite(school.enrollment));
}
