import { describeAlertFilters, type AlertSummary } from '@civicbrief/contracts';

/** An alert's saved search in words: the words in quotes, then its filters. */
export function AlertSearchText({ alert }: { alert: AlertSummary }) {
  return (
    <>
      <strong>“{alert.q}”</strong> <span>({describeAlertFilters(alert)})</span>
    </>
  );
}
