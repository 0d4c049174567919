import { Button, Field, Label, Select, SelectOptions, theme } from '@civicbrief/design-system';
import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { STATE_PARAM, type GridState } from './grid-params';

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
  /** The covered states. */
  states: readonly GridState[];
  onChange: (code: string) => void;
  /** The visitor points at or focuses the filter: its code (the other states' cities) is wanted soon. */
  onReach?: () => void;
}

/** The cities grid's state filter: a GET form without JavaScript, applied on change with it. */
export function StateFilter({ value, states, onChange, onReach }: StateFilterProps) {
  const selectId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(STATE_PARAM);
    if (typeof chosen === 'string') onChange(chosen);
  };
  return (
    <Form method="get" onSubmit={submit} onPointerOver={onReach} onFocus={onReach}>
      <Field>
        <Label htmlFor={selectId}>Filter cities by state</Label>
        <StateSelect id={selectId} name={STATE_PARAM} value={value} onChange={(event) => onChange(event.target.value)}>
          <SelectOptions options={states.map((state) => ({ value: state.code, label: state.name }))} />
        </StateSelect>
      </Field>
      <Button type="submit" $variant="secondary">
        Show cities
      </Button>
    </Form>
  );
}
