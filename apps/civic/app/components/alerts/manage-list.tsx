import { alertFrequencyLabels, alertMessages, type AlertFrequency, type AlertSummary } from '@civicbrief/contracts';
import { Button, Select, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { FormRow } from '../newsletter-links/form-row';
import { AlertSearchText } from './alert-search-text';

const List = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const Status = styled.span`
  color: ${theme.colors.mutedText};
`;

const statusText: Record<AlertSummary['status'], string> = {
  pending: 'Waiting for your confirmation (see the email we sent)',
  active: 'Active',
  unsubscribed: 'Unsubscribed: nothing is sent',
};

/** One address's alerts, each with its own small forms: change how often (Save) and Delete. Plain posts. */
export function ManageList({ token, alerts, busy }: { token: string; alerts: AlertSummary[]; busy: boolean }) {
  return (
    <List aria-label={alertMessages.manageTitle}>
      {alerts.map((alert, index) => (
        <Item key={alert.id}>
          <div>
            <AlertSearchText alert={alert} />
          </div>
          <Status>{statusText[alert.status]}</Status>
          <Actions>
            <FormRow method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="alertId" value={alert.id} />
              <input type="hidden" name="intent" value="update" />
              <label htmlFor={`frequency-${index}`}>
                How often
                <Select id={`frequency-${index}`} name="frequency" defaultValue={alert.frequency}>
                  {(Object.keys(alertFrequencyLabels) as AlertFrequency[]).map((value) => (
                    <option key={value} value={value}>
                      {alertFrequencyLabels[value]}
                    </option>
                  ))}
                </Select>
              </label>
              <Button
                type="submit"
                $variant="secondary"
                disabled={busy}
                aria-label={`${alertMessages.saveButton}: how often for “${alert.q}”`}
              >
                {alertMessages.saveButton}
              </Button>
            </FormRow>
            <FormRow method="post">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="alertId" value={alert.id} />
              <input type="hidden" name="intent" value="delete" />
              <Button
                type="submit"
                $variant="secondary"
                disabled={busy}
                aria-label={`${alertMessages.deleteButton} the alert for “${alert.q}”`}
              >
                {alertMessages.deleteButton}
              </Button>
            </FormRow>
          </Actions>
        </Item>
      ))}
    </List>
  );
}
