import { Fragment, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { entriesOf, groupKey, type TocSection } from './toc-types';

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export interface TocSelectProps {
  toc: readonly TocSection[];
  label: string;
  onJump: (id: string) => void;
}

/** The small-screen navigator: a native select (the platform's own picker) that jumps to the chosen section. */
export function TocSelect({ toc, label, onJump }: TocSelectProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setValue(event.target.value);
    if (event.target.value) onJump(event.target.value);
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={onChange}>
        <option value="">Select a section</option>
        {toc.map((group, index) => {
          const options = entriesOf(group).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ));
          return group.title ? (
            <optgroup key={groupKey(group, index)} label={group.title}>
              {options}
            </optgroup>
          ) : (
            <Fragment key={groupKey(group, index)}>{options}</Fragment>
          );
        })}
      </Select>
    </div>
  );
}
