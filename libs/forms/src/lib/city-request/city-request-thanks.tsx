'use client';

import { intakeThanks } from '@civicbrief/contracts';
import { Button, theme } from '@civicbrief/design-system';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';

export interface CityRequestThanksProps {
  name: string;
  /** Resets the form (with JavaScript); without it the button is a link back to `formHref`. */
  onSubmitAnother?: () => void;
  formHref: string;
  focusOnMount?: boolean;
}

const Panel = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border-left: 6px solid ${theme.colors.success};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  h2:focus {
    outline: none;
  }
`;

/** Spec §4 "City request form": the thanks with the city's name and 'Submit another city'. */
export function CityRequestThanks({ name, onSubmitAnother, formHref, focusOnMount = false }: CityRequestThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Panel role="status">
      <h2 ref={heading} tabIndex={-1}>
        {intakeThanks.cityRequest(name)}
      </h2>
      {onSubmitAnother ? (
        <Button type="button" $variant="secondary" onClick={onSubmitAnother}>
          {intakeThanks.submitAnotherCity}
        </Button>
      ) : (
        <Button as="a" href={formHref} $variant="secondary">
          {intakeThanks.submitAnotherCity}
        </Button>
      )}
    </Panel>
  );
}
