'use client';

import { useId, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { useHydrated } from '../hydration/use-hydrated';
import { Button } from '../primitives/button';
import { theme } from '../theme/theme';
import { Field, Label } from './field-parts';
import { Select, SelectOptions } from './input';
import { useEarlyChoice } from './use-early-choice';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  @media print {
    display: none;
  }
`;

const LinkField = styled(Field)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

export interface LinkSelectOption {
  /** Sent as `name=value` by the GET form, and what `selected` names. */
  value: string;
  label: string;
  /** Where a choice goes once the app runs, when not `action?name=value` (e.g. the option's own page). */
  href?: string;
}

export interface LinkSelectProps {
  /** The GET form's action (without JavaScript the form submits `name=value` there), and the blank option's link. */
  action: string;
  /** The query parameter the choice is sent as. */
  name: string;
  label: string;
  /** The blank first option. */
  placeholder: string;
  options: readonly LinkSelectOption[];
  selected: string | null;
  /** The app's router (Remix's `useNavigate()`): goes to a choice's link without scrolling to the top. */
  navigate: (href: string, options: { replace: boolean; preventScrollReset: boolean }) => unknown;
  /** A choice on this page (`action`, `action?name=value`) replaces the history entry; an option's `href` never does. */
  replace?: boolean;
  /** The submit button of the server's HTML. */
  submitLabel?: string;
  /** The field's width, e.g. 'min(100%, 28rem)'. */
  width?: string;
}

/**
 * A native select whose options are links (a voter guide's candidates, the AI-policy guides): a choice goes to its
 * link at once. It is a GET form, so it works before and without JavaScript: the server's HTML has a submit button
 * ('Show guide'), which goes once the app runs. A choice made before the app arrived is kept and followed
 * (`useEarlyChoice`).
 */
export function LinkSelect({
  action,
  name,
  label,
  placeholder,
  options,
  selected,
  navigate,
  replace = false,
  submitLabel = 'Show guide',
  width = 'min(100%, 20rem)',
}: LinkSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  // The blank option goes to `action`; an option to its own `href` or to `action?name=value`.
  const choose = (value: string) => {
    const own = value ? options.find((option) => option.value === value)?.href : undefined;
    const href = own ?? (value ? `${action}?${name}=${encodeURIComponent(value)}` : action);
    navigate(href, { replace: replace && own === undefined, preventScrollReset: true });
  };
  const select = useEarlyChoice(selected ?? '', choose);
  return (
    <Row method="get" action={action}>
      <LinkField $width={width}>
        <Label htmlFor={id}>{label}</Label>
        <Select
          id={id}
          name={name}
          ref={select}
          defaultValue={selected ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
        >
          <SelectOptions placeholder={placeholder} options={options} />
        </Select>
      </LinkField>
      {!hydrated && <Button type="submit">{submitLabel}</Button>}
    </Row>
  );
}
