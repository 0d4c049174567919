'use client';

import { Fragment, useId, useState, type ChangeEvent } from 'react';
import { Field, Label } from '../controls/field-parts';
import { Select } from '../controls/input';
import { entriesOf, groupKey, type TocSection } from './toc-types';

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
    <Field>
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
    </Field>
  );
}
