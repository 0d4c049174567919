import type { DashboardSummary } from '@civicbrief/contracts';
import { Link } from '@remix-run/react';
import { DataTable } from './data-table';
import { formatMeetingDate } from './meeting-date';

export interface SummariesTableProps {
  city: string;
  summaries: readonly DashboardSummary[];
}

/** The spec's dashboard summaries table: Name, Date, and an Action column with a 'Visit' link. */
export function SummariesTable({ city, summaries }: SummariesTableProps) {
  return (
    <DataTable caption={`Meeting summaries for ${city}`} columns={['Name', 'Date', 'Action']}>
      {summaries.map((summary) => (
        <tr key={summary.slug}>
          <th scope="row">{summary.name}</th>
          <td>
            {summary.meeting_date ? (
              <time dateTime={summary.meeting_date}>{formatMeetingDate(summary.meeting_date)}</time>
            ) : (
              '—'
            )}
          </td>
          <td>
            <Link to={`/${summary.slug}`} aria-label={`Visit ${summary.name}`}>
              Visit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
