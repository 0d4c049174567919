'use client';

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { LogoMark } from '../chrome/logo';
import { Button, type ButtonStyleProps } from '../primitives/button';
import { theme } from '../theme/theme';

/** Hides an element on paper: `styled.div\`${printHidden}\``. */
export const printHidden = css`
  @media print {
    display: none !important;
  }
`;

/** Wrapper for the screen-only chrome (navigators, share and print buttons) of a printable page. */
export const PrintHidden = styled.div`
  ${printHidden}
`;

const PrintableButton = styled(Button)`
  ${printHidden}
`;

export interface PrintButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  label?: string;
}

/** Opens the browser's print dialog; hidden on the printout itself. */
export const PrintButton = forwardRef<HTMLButtonElement, PrintButtonProps>(function PrintButton(
  { label = 'Print', $variant = 'secondary', onClick, ...rest },
  ref,
) {
  return (
    <PrintableButton
      ref={ref}
      type="button"
      $variant={$variant}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) window.print();
      }}
      {...rest}
    >
      {label}
    </PrintableButton>
  );
});

const Header = styled.div`
  display: none;

  @media print {
    display: flex;
    align-items: center;
    gap: 12pt;
    margin-bottom: 16pt;
    padding-bottom: 8pt;
    border-bottom: 1px solid #000;
    color: #000;
  }
`;

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6pt;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 18pt;
  font-weight: ${theme.fontWeights.bold};
`;

export interface PrintHeaderProps {
  /** e.g. 'Voter Guide for {candidate}' or 'AI Policy Resources'. */
  title: string;
  /** Defaults to the CivicBrief mark and name. */
  logo?: ReactNode;
}

/** The header of a printout (logo and title). `display: none` on screen keeps it out of the accessibility tree there. */
export function PrintHeader({ title, logo }: PrintHeaderProps) {
  return (
    <Header data-print-header="">
      {logo ?? (
        <Brand>
          <LogoMark />
          CivicBrief
        </Brand>
      )}
      <Heading>{title}</Heading>
    </Header>
  );
}
