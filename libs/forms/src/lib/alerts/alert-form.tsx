'use client';

import {
  ALERT_QUERY_MAX,
  alertFrequencyLabels,
  describeAlertFilters,
  EMAIL_MAX,
  messages,
  type AlertFrequency,
} from '@civicbrief/contracts';
import { theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { SelectField, TextField } from '../fields';
import { FormError } from '../form-error';
import type { FormResult } from '../parse-form';
import { failureText } from '../shared/failure-text';
import { FormBody } from '../shared/form-body';
import { FormEnd } from '../shared/form-end';
import { useFormSubmission } from '../shared/use-form-submission';
import { alertFormSchema, initialAlertValues, type AlertSearchPrefill } from './alert-values';

export interface AlertFormProps {
  /** The search the alert saves (from the search page's link). */
  search: AlertSearchPrefill;
  /** The route whose action takes the post (with or without JavaScript). */
  action?: string;
  /**
   * Once hydrated, posts the checked form to that route's action and answers its FormResult (civic's
   * `useActionPost`, over Remix's fetcher): the call is the server's.
   */
  post: (form?: HTMLFormElement) => Promise<FormResult>;
  /** The action's answer, for the page the server renders after a post without JavaScript. */
  result?: FormResult | null;
  /** Told when the browser's own post created the alert (the page then says what comes next). */
  onSuccess?: () => void;
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
 * The "Alert me" form (decision 036): the search's words (editable), its filters (shown, kept as hidden
 * fields), the address and how often. useFormSubmission checks it with the contracts schema on blur and before
 * sending; the call is the server's, so the browser posts the checked form to the route's action, as a browser
 * without JavaScript does, and the action checks it again. A refusal (too many alerts, a wrong address) is
 * written in the form, as the page without JavaScript writes it; once created the page says what comes next.
 */
export function AlertForm({ search, action = '/alerts/new', post, result, onSuccess }: AlertFormProps) {
  const initial = initialAlertValues(search, result);
  const submission = useFormSubmission({
    schema: alertFormSchema,
    mode: 'onBlur',
    defaultValues: initial,
    result,
    failureMessage: messages.defaultError,
    failureToast: false,
    send: (_values, _trap, element) => post(element),
    onSuccess,
  });
  const { form } = submission;
  if (submission.success) return null;
  return (
    <FormBody method="post" action={action} noValidate aria-label="Create an alert" onSubmit={submission.onSubmit}>
      <FormError message={submission.failure ?? failureText(result)} />
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
      <FormEnd pending={submission.pending} loadingLabel="Creating…">
        Create alert
      </FormEnd>
    </FormBody>
  );
}
