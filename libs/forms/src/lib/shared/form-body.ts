import { styled } from 'styled-components';

/** The intake forms' layout: fields one under the other, the submit button left-aligned under them. */
export const FormBody = styled.form`
  display: grid;
  max-width: 36rem;
`;
