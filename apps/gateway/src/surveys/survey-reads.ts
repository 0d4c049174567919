import { surveyResponses } from '@civicbrief/gateway-db';
import { desc } from 'drizzle-orm';

// What the survey summary and export share: how many records they read, in which order, and an answer's text.

/** The summary and export read at most this many responses, the newest. */
export const SURVEY_READ_LIMIT = 10_000;

/** What the summary or export was made of: the newest records, and whether older ones were left out. */
export interface SurveyRead<T> {
  result: T;
  truncated: boolean;
}

/** Reads one row more than the limit (newest first) to know whether any were left out. */
export async function newest<Row, T>(
  read: (limit: number) => Promise<Row[]>,
  limit: number,
  make: (rows: Row[]) => T,
): Promise<SurveyRead<T>> {
  const rows = await read(limit + 1);
  return { result: make(rows.slice(0, limit)), truncated: rows.length > limit };
}

/** The records' order, newest first; the id breaks ties of created_at, so a capped read is always the same records. */
export const newestFirst = [desc(surveyResponses.createdAt), desc(surveyResponses.id)];

/** An answer field's text in a record's answers, '' when absent. */
export const textOf = (answers: unknown, field: string): string => {
  const value = (answers as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : '';
};
