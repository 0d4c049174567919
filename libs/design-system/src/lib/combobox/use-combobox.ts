'use client';

import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

export interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
  /** An action rather than a match (e.g. 'Enter your city manually'): set apart at the end, not counted as a result. */
  action?: boolean;
}

export interface UseComboboxOptions {
  getOptions: (text: string) => readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  minChars: number;
  /** The text the input starts with. */
  defaultText?: string;
  /** The visitor changed the text (typing, or Escape clearing it); not called when a pick fills it. */
  onTextChange?: (text: string) => void;
  input: RefObject<HTMLInputElement>;
}

/** State and keyboard model of the WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete). */
export function useCombobox({
  getOptions,
  onSelect,
  minChars,
  defaultText = '',
  onTextChange,
  input,
}: UseComboboxOptions) {
  const [text, setText] = useState(defaultText);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const searched = text.trim().length >= minChars;
  const options = searched ? getOptions(text) : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const select = (option: ComboboxOption) => {
    setText(option.label);
    close();
    onSelect(option);
  };

  const changeText = (value: string) => {
    setText(value);
    setActiveIndex(-1);
    setOpen(true);
    onTextChange?.(value);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActiveIndex((index) => {
      if (!open || index < 0) return step === 1 ? 0 : options.length - 1;
      return (index + step + options.length) % options.length;
    });
  };

  // Text typed before the page hydrated (the app loads right after the page paints, decision 021) is the
  // visitor's: taken up once, and the list opened for it if they are still in the field.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === defaultText) return;
    setText(typed);
    setOpen(input.current === document.activeElement);
    onTextChange?.(typed);
    // Once, on mount: what the field showed before React owned it.
  }, []);

  // APG: Escape closes the open popup, and only the popup. Caught on the window, before a surrounding dialog's
  // document listener would close the whole dialog; the dialog leaves a prevented Escape alone.
  useEffect(() => {
    if (!open || !searched) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open, searched, input]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const active = open ? options[activeIndex] : undefined;
        // Without a highlighted option Enter is left alone, so a surrounding form can submit.
        if (active) {
          event.preventDefault();
          select(active);
        }
        break;
      }
      case 'Escape':
        // Pressed again, with the popup closed (the window listener closed an open one), it clears the text.
        if (!event.nativeEvent.defaultPrevented && text !== '') {
          setText('');
          onTextChange?.('');
        }
        break;
      default:
        break;
    }
  };

  return {
    text,
    options,
    open: open && searched,
    expanded,
    activeIndex: open ? activeIndex : -1,
    changeText,
    select,
    close,
    openPopup: () => setOpen(true),
    onKeyDown,
  };
}
