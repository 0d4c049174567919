'use client';

import {
  ALERT_QUERY_MAX,
  alertFrequencyLabels,
  describeAlertFilters,
  EMAIL_MAX,
  type AlertFrequency,
} from '@civicbrief/contracts';
import { theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { SelectField, TextField } from '../fields';
import { FormError } from '../form-error';
import type { FormResult } from '../parse-form';
import { FormBody } from '../shared/form-body';
import { FormEnd } from '../shared/form-end';
import { useIntakeForm } from '../use-intake-form';
import { alertFormSchema, initialAlertValues, type AlertFormValues, type AlertSearchPrefill } from './alert-values';

export interface AlertFormProps {
  /** The search the alert saves (from the search page's link). */
  search: AlertSearchPrefill;
  /** The route whose action takes the post (with or without JavaScript). */
  action?: string;
  /** The action's last answer (field errors, or a refusal to show). */
  result?: FormResult | null;
  pending?: boolean;
  /** Once hydrated: sends the checked form (the route's Remix submit); without JavaScript the browser posts it. */
  onValid?: (form: HTMLFormElement) => void;
}

const Filters = styled.div`
  margin-bottom: ${theme.space[4]};

  dt {
    font-weight: ${theme.fontWeights.semibold};
  }

  dd {
    margin: ${theme.space[1]} 0 0;
    color: ${theme.colors.mutedText};
  }
`;

const frequencyOptions = (Object.keys(alertFrequencyLabels) as AlertFrequency[]).map((value) => ({
  value,
  label: alertFrequencyLabels[value],
}));
const FILTER_KEYS = ['state', 'city', 'type', 'from', 'to'] as const;

/**
 * The "Alert me" form (decision 036): the search's words (editable), its filters (shown, kept as
 * hidden fields), the address and how often. Checked with the contracts schema on blur and before sending; a plain
 * POST to `action` without JavaScript, checked again there.
 */
export function AlertForm({ search, action = '/alerts/new', result, pending = false, onValid }: AlertFormProps) {
  const form = useIntakeForm<AlertFormValues>({
    schema: alertFormSchema,
    mode: 'onBlur',
    defaultValues: initialAlertValues(search, result),
    result,
  });
  const initial = initialAlertValues(search, result);
  const failure = result && result.status === 'failed' ? result.message : null;
  const onSubmit = onValid
    ? form.handleSubmit((_values, event) => onValid(event?.target as HTMLFormElement))
    : undefined;
  return (
    <FormBody method="post" action={action} noValidate aria-label="Create an alert" onSubmit={onSubmit}>
      <FormError message={failure} />
      <TextField
        form={form}
        name="q"
        id="alert-q"
        label="Words to look for"
        required
        maxLength={ALERT_QUERY_MAX}
        defaultValue={initial.q}
        hint='Use "quotes" for a phrase, or between words, and - before a word to leave it out.'
      />
      <Filters>
        <dl>
          <dt>Filters</dt>
          <dd>
            {describeAlertFilters({
              state: initial.state || null,
              city: initial.city || null,
              type: initial.type || null,
              from: initial.from || null,
              to: initial.to || null,
            })}
          </dd>
        </dl>
        {FILTER_KEYS.map((key) => (
          <input key={key} type="hidden" {...form.register(key)} defaultValue={initial[key]} />
        ))}
      </Filters>
      <TextField
        form={form}
        name="email"
        id="alert-email"
        label="Email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        defaultValue={initial.email}
      />
      <SelectField
        form={form}
        name="frequency"
        id="alert-frequency"
        label="How often"
        required
        placeholder="Choose how often"
        options={frequencyOptions}
        defaultValue={initial.frequency}
      />
      <FormEnd pending={pending} loadingLabel="Creating…">
        Create alert
      </FormEnd>
    </FormBody>
  );
}
