import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, type FocusEvent, type ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import { Field, Input, Label, Listbox, NoResults, Option, OptionDescription, Popup, Root } from './combobox-styles';
import { useCombobox, type ComboboxOption } from './use-combobox';

export interface ComboboxProps {
  label: string;
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
}

const countMessage = (count: number) =>
  count === 0 ? 'No results' : `${count} ${count === 1 ? 'result' : 'results'} available`;

/** The city search autocomplete: a WAI-ARIA 1.2 combobox with a listbox popup. */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { label, placeholder, getOptions, onSelect, minChars = 1, noResults, disabled = false, busy = false, name },
  ref,
) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = useCombobox({ getOptions, onSelect, minChars });
  const { options, open, activeIndex } = combobox;
  const showList = open && options.length > 0;
  const showNoResults = open && options.length === 0 && noResults !== undefined;

  // Focus moving into the popup (the no-results action) keeps it open; anywhere else closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) combobox.close();
  };

  return (
    <Root onBlur={onBlur}>
      <Label htmlFor={inputId}>{label}</Label>
      <Field>
        <Input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-busy={busy || undefined}
          placeholder={placeholder}
          value={combobox.text}
          disabled={disabled || busy}
          onChange={(event) => combobox.changeText(event.target.value)}
          onFocus={combobox.openPopup}
          onKeyDown={combobox.onKeyDown}
        />
        {busy && <Spinner label="Loading" $size="1.25rem" />}
      </Field>
      <Popup hidden={!showList && !showNoResults}>
        <Listbox id={listId} role="listbox" aria-label={label} hidden={!showList}>
          {options.map((option, index) => (
            <Option
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
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
        {open ? countMessage(options.length) : ''}
      </VisuallyHidden>
    </Root>
  );
});
