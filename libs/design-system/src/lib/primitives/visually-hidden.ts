import styled from 'styled-components';

/**
 * Text for screen readers only: the visually-hidden rule Radix's VisuallyHidden writes as an inline style (Bootstrap's),
 * here a class whose declarations are `!important` so no other rule shows the text (as an inline style would not let
 * them). Rendering ten inline style properties per use cost the server about 15 µs each (22 uses on a city page:
 * decision 039); the class costs one short attribute. `as="label"` etc. for another element (Radix's `asChild`).
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  word-wrap: normal !important;
  border: 0 !important;
`;
