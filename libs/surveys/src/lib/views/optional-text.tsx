'use client';

import { Input, Label, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';

const TextBox = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  margin-bottom: ${theme.space[4]};
`;

/** An optional free-text answer. */
export function OptionalText({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange?: (text: string) => void;
}) {
  return (
    <TextBox>
      <Label htmlFor={id}>{label}</Label>
      <Input
        as="textarea"
        id={id}
        name={name}
        rows={3}
        maxLength={1000}
        value={value}
        // Before hydration the box is the browser's own; React reads what was typed when it arrives (useAdoptFormValues).
        onChange={(event: { target: { value: string } }) => onChange?.(event.target.value)}
      />
    </TextBox>
  );
}
