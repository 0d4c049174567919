import { DigestFrequency, newsletterMessages } from '@civicbrief/contracts';
import { Select } from '@civicbrief/design-system';
import { SubmitButton } from '@civicbrief/forms';
import { FormRow } from './form-row';

export interface FrequencyFormProps {
  token: string;
  /** The address's choice now. */
  frequency: DigestFrequency;
  busy: boolean;
}

/**
 * How often the newsletter mail of the link's address comes (decision 046): a native select and Save, a plain post
 * that works before the app has loaded, as the alerts' own "How often" (alerts/manage-list.tsx).
 */
export function FrequencyForm({ token, frequency, busy }: FrequencyFormProps) {
  return (
    <FormRow method="post">
      <input type="hidden" name="token" value={token} />
      <label htmlFor="newsletter-frequency">
        {newsletterMessages.frequencyLabel}
        <Select id="newsletter-frequency" name="frequency" defaultValue={frequency} key={frequency}>
          {DigestFrequency.options.map((value) => (
            <option key={value} value={value}>
              {newsletterMessages.frequencyChoices[value]}
            </option>
          ))}
        </Select>
      </label>
      <SubmitButton loading={busy}>{newsletterMessages.frequencyButton}</SubmitButton>
    </FormRow>
  );
}
