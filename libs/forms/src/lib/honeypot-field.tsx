'use client';

import { TRAP_FIELD } from '@civicbrief/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';

const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The trap: a field people never see or reach with the keyboard; bots that fill every input fill it too,
 * and then the form, its action and the gateway all answer as if all went well and send or keep nothing.
 */
export function HoneypotField() {
  // Unique per form: two forms on one page (footer block and modal) must not share an id.
  const id = `hp-${TRAP_FIELD}-${useId()}`;
  return (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </Hidden>
  );
}
