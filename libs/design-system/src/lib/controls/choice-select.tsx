'use client';

import { useId, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { useHydrated } from '../hydration/use-hydrated';
import { Button } from '../primitives/button';
import { theme } from '../theme/theme';
import { Field, Label } from './field-parts';
import { Select, SelectOptions } from './input';
import { useEarlyChoice } from './use-early-choice';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  @media print {
    display: none;
  }
`;

const ChoiceField = styled(Field)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

export interface ChoiceSelectProps {
  /** The GET form's action: without JavaScript the form submits `name=value` there with 'Show guide'. */
  action: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The blank first option. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  selected: string | null;
  /** What a choice does once the app runs (navigates); the blank option gives ''. */
  onChoose: (value: string) => void;
  /** The field's width, e.g. 'min(100%, 28rem)'. */
  width?: string;
}

/**
 * A select whose choice acts at once (a voter guide's candidate, an AI-policy guide), as a GET form that works
 * without JavaScript: the server HTML has a 'Show guide' button, which goes once the app runs. A choice made before
 * the app arrived is kept and acted on (`useEarlyChoice`).
 */
export function ChoiceSelect({
  action,
  name,
  label,
  placeholder,
  options,
  selected,
  onChoose,
  width = 'min(100%, 20rem)',
}: ChoiceSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const select = useEarlyChoice(selected ?? '', onChoose);
  return (
    <Row method="get" action={action}>
      <ChoiceField $width={width}>
        <Label htmlFor={id}>{label}</Label>
        <Select
          id={id}
          name={name}
          ref={select}
          defaultValue={selected ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChoose(event.target.value)}
        >
          <SelectOptions placeholder={placeholder} options={options} />
        </Select>
      </ChoiceField>
      {!hydrated && <Button type="submit">Show guide</Button>}
    </Row>
  );
}
