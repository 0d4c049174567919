import type { City } from '@civicbrief/locations';
import { VisuallyHidden } from '@civicbrief/design-system';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldErrorLike } from '../field-error-message';
import { FormField } from '../form-field';
import { Input, Listbox, Option, OptionDescription, Root } from './city-autocomplete-styles';
import { cityMatches, countyOf } from './city-matches';

/** The last option of every list (§4 "Onboarding form"): leaves the list for free city, county and state inputs. */
export const ENTER_CITY_MANUALLY = 'Enter your city manually';

export interface CityAutocompleteProps {
  label: string;
  /** The picked city's name ('' when none): the text the input starts with. */
  value: string;
  onPick: (city: City) => void;
  /** The text changed: whatever city was picked no longer holds until one is picked again. */
  onTextChange: (text: string) => void;
  onManual: () => void;
  /** Focus left the field (the list included). */
  onBlur?: () => void;
  error?: FieldErrorLike | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

type Choice = { kind: 'city'; city: City } | { kind: 'manual' };

const countMessage = (cities: number) => `${cities} ${cities === 1 ? 'city' : 'cities'} found`;

/** A WAI-ARIA 1.2 combobox over the covered cities, labelled and described like every other form field. */
export function CityAutocomplete(props: CityAutocompleteProps) {
  const { label, value, onPick, onTextChange, onManual, onBlur, error, hint, required, id } = props;
  const listId = `${useId()}-cities`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const cities = cityMatches(text);
  const searched = text.trim().length > 0;
  const choices: Choice[] = searched ? [...cities.map((city) => ({ kind: 'city' as const, city })), { kind: 'manual' }] : [];
  const expanded = open && choices.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (choice: Choice) => {
    close();
    if (choice.kind === 'manual') return onManual();
    setText(choice.city.name);
    onPick(choice.city);
  };
  const change = (next: string) => {
    setText(next);
    setActive(-1);
    setOpen(true);
    onTextChange(next);
  };
  const move = (step: 1 | -1) => {
    if (choices.length === 0) return;
    setOpen(true);
    const first = step === 1 ? 0 : choices.length - 1;
    setActive((index) => (!expanded || index < 0 ? first : (index + step + choices.length) % choices.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && choices[active]) {
      // Only a highlighted option is picked; otherwise Enter stays with the form.
      event.preventDefault();
      choose(choices[active]);
    }
  };
  // Escape closes the open list, and only the list (APG). Caught on the window before a surrounding dialog's
  // document-level listener, which would otherwise close the whole dialog; it leaves prevented events alone.
  useEffect(() => {
    if (!expanded) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [expanded]);
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    close();
    onBlur?.();
  };

  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <Root onBlur={leave}>
          <Input
            {...control}
            ref={input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          <Listbox id={listId} role="listbox" aria-label={label} hidden={!expanded}>
            {choices.map((choice, index) => (
              <Option
                key={choice.kind === 'city' ? choice.city.slug : 'manual'}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                data-manual={choice.kind === 'manual'}
                // A click must not blur the input (closing the list) before it picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choice)}
              >
                {choice.kind === 'city' ? choice.city.name : ENTER_CITY_MANUALLY}
                {choice.kind === 'city' ? (
                  <OptionDescription>{`${countyOf(choice.city)}, ${choice.city.stateCode}`}</OptionDescription>
                ) : null}
              </Option>
            ))}
          </Listbox>
          <VisuallyHidden role="status" aria-live="polite">
            {expanded ? countMessage(cities.length) : ''}
          </VisuallyHidden>
        </Root>
      )}
    </FormField>
  );
}
