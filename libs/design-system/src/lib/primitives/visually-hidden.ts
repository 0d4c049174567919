import { createElement, forwardRef, type HTMLAttributes, type LabelHTMLAttributes } from 'react';

type VisuallyHiddenProps = HTMLAttributes<HTMLElement> &
  Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> & {
    /** Another element than a span, e.g. `as="label"` (Radix's `asChild`). */
    as?: 'span' | 'label' | 'div' | 'p';
  };

/**
 * Text for screen readers only: a plain element with the global `.visually-hidden` class (GlobalStyle, Bootstrap's
 * rule, every declaration `!important` so no other rule shows the text, as Radix's inline style would not let them).
 * Radix's VisuallyHidden wrote ten inline style properties per use, about 15 µs of server time each (22 uses on a
 * city page: decision 039); a styled component still costs a few; the class costs one short attribute.
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', className, ...props },
  ref,
) {
  return createElement(as, {
    ...props,
    ref,
    className: className ? `visually-hidden ${className}` : 'visually-hidden',
  });
});
