'use client';

import { VisuallyHidden } from '../primitives/visually-hidden';
import { forwardRef, useId, useImperativeHandle, useRef, type FocusEvent, type ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import { Input, InputRow, Listbox, NoResults, Option, OptionDescription, Popup, Root } from './combobox-styles';
import { useCombobox, type ComboboxOption } from './use-combobox';

export interface ComboboxInputProps {
  /** Names the list of options; the visible label is the caller's (`<label htmlFor={id}>`). */
  label: string;
  id?: string;
  placeholder?: string;
  /** The options for the text typed (already filtered and capped, e.g. 5 California cities). */
  getOptions: (text: string) => readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  /** Characters needed before options show; the spec's 1. */
  minChars?: number;
  /** Shown when the text is long enough and nothing matches, e.g. "Sorry, that city isn't available". */
  noResults?: ReactNode;
  disabled?: boolean;
  /** A pick is being acted on (navigation): the input is disabled and a spinner shows. */
  busy?: boolean;
  /** Form field name, so a surrounding GET form can search without JavaScript. */
  name?: string;
  /** The text the input starts with. */
  defaultText?: string;
  /** The visitor changed the text (typing, or Escape clearing it); a pick does not call it. */
  onTextChange?: (text: string) => void;
  /** Focus left the input and its popup. */
  onBlur?: () => void;
  /** What the live region says while the popup is open, given the number of results (actions not counted). */
  announce?: (results: number) => string;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const resultsAvailable = (count: number) =>
  count === 0 ? 'No results' : `${count} ${count === 1 ? 'result' : 'results'} available`;

/** A WAI-ARIA 1.2 combobox with a listbox popup, without its label: the one keyboard model of every autocomplete. */
export const ComboboxInput = forwardRef<HTMLInputElement, ComboboxInputProps>(function ComboboxInput(props, ref) {
  const {
    label,
    id,
    placeholder,
    getOptions,
    onSelect,
    minChars = 1,
    noResults,
    disabled = false,
    busy = false,
  } = props;
  const { name, defaultText, onTextChange, onBlur, announce = resultsAvailable } = props;
  // Ties the input to an outside label's hint and error.
  const field = {
    required: props.required,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
  const listId = `${useId()}-listbox`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const combobox = useCombobox({ getOptions, onSelect, minChars, defaultText, onTextChange, input });
  const { options, open, expanded, activeIndex } = combobox;
  const showNoResults = open && options.length === 0 && noResults !== undefined;

  // Focus moving into the popup (the no-results action) keeps it open; anywhere else closes it.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    combobox.close();
    onBlur?.();
  };

  return (
    <Root onBlur={leave}>
      <InputRow>
        <Input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-busy={busy || undefined}
          {...field}
          placeholder={placeholder}
          value={combobox.text}
          disabled={disabled || busy}
          onChange={(event) => combobox.changeText(event.target.value)}
          onFocus={combobox.openPopup}
          onKeyDown={combobox.onKeyDown}
        />
        {busy && <Spinner label="Loading" $size="1.25rem" />}
      </InputRow>
      <Popup hidden={!expanded && !showNoResults}>
        <Listbox id={listId} role="listbox" aria-label={label} hidden={!expanded}>
          {options.map((option, index) => (
            <Option
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              data-action={option.action || undefined}
              // Keep focus in the input: a click must not blur (and close) before it selects.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => combobox.select(option)}
            >
              {option.label}
              {option.description && <OptionDescription>{option.description}</OptionDescription>}
            </Option>
          ))}
        </Listbox>
        {showNoResults && <NoResults>{noResults}</NoResults>}
      </Popup>
      <VisuallyHidden role="status" aria-live="polite">
        {open ? announce(options.filter((option) => !option.action).length) : ''}
      </VisuallyHidden>
    </Root>
  );
});
