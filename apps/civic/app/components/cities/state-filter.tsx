import { Button } from '@civicbrief/design-system';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { gridStates, STATE_PARAM } from './grid-params';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Select = styled.select`
  min-height: 2.75rem;
  min-width: 14rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
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
        <label htmlFor={selectId}>Filter cities by state</label>
        <Select id={selectId} name={STATE_PARAM} value={value} onChange={(event) => onChange(event.target.value)}>
          {gridStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" $variant="secondary">
        Show cities
      </Button>
    </Form>
  );
}
