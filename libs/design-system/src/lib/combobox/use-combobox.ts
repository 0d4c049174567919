import { useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
}

export interface UseComboboxOptions {
  getOptions: (text: string) => readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  minChars: number;
}

/** State and keyboard model of the WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete). */
export function useCombobox({ getOptions, onSelect, minChars }: UseComboboxOptions) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const searched = text.trim().length >= minChars;
  const options = searched ? getOptions(text) : [];

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
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActiveIndex((index) => {
      if (!open || index < 0) return step === 1 ? 0 : options.length - 1;
      return (index + step + options.length) % options.length;
    });
  };

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
        // APG: Escape closes the popup; pressed again (popup closed) it clears the text.
        if (open && searched) close();
        else setText('');
        break;
      default:
        break;
    }
  };

  return {
    text,
    options,
    searched,
    open: open && searched,
    activeIndex: open ? activeIndex : -1,
    changeText,
    select,
    close,
    openPopup: () => setOpen(true),
    onKeyDown,
  };
}
