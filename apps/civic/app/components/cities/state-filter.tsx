import { Button, Field, Label, Select, theme } from '@civicbrief/design-system';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { gridStates, STATE_PARAM } from './grid-params';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space[3]};
`;

const StateSelect = styled(Select)`
  min-width: 14rem;
`;

export interface StateFilterProps {
  /** Selected state code. */
  value: string;
  onChange: (code: string) => void;
}

/** The cities grid's state filter: a GET form without JavaScript, applied on change with it. */
export function StateFilter({ value, onChange }: StateFilterProps) {
  const selectId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(STATE_PARAM);
    if (typeof chosen === 'string') onChange(chosen);
  };
  return (
    <Form method="get" onSubmit={submit}>
      <Field>
        <Label htmlFor={selectId}>Filter cities by state</Label>
        <StateSelect id={selectId} name={STATE_PARAM} value={value} onChange={(event) => onChange(event.target.value)}>
          {gridStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </StateSelect>
      </Field>
      <Button type="submit" $variant="secondary">
        Show cities
      </Button>
    </Form>
  );
}
