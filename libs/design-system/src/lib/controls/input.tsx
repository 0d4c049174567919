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
