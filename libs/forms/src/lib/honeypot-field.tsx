import { useId } from 'react';
import styled from 'styled-components';

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * A field people never see or reach with the keyboard; bots that fill every input fill it too, and
 * the gateway then answers as if all went well and keeps nothing.
 */
export function HoneypotField({ name = 'website' }: { name?: string }) {
  // Unique per form: two forms on one page (footer block and modal) must not share an id.
  const id = `hp-${name}-${useId()}`;
  return (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Hidden>
  );
}
