import { formatDate } from '../articles/format-date';

/** 'November 29, 2026' for an issue's day (YYYY-MM-DD). */
export const issueDay = (date: string) => formatDate(`${date}T00:00:00Z`) ?? date;
