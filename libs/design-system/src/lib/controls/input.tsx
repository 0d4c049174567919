import { styled } from 'styled-components';
import { controlStyles } from './control-styles';

/** A native text input (email, tel, password...): it works without JavaScript and with every screen reader. */
export const Input = styled.input`
  ${controlStyles}
`;

/** A native select: the platform's own picker, without JavaScript too. */
export const Select = styled.select`
  ${controlStyles}
`;

export interface SelectOptionsProps {
  /** The blank first option ('' when chosen). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A select's options: the blank placeholder first (when given), then each option. */
export function SelectOptions({ placeholder, options }: SelectOptionsProps) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
