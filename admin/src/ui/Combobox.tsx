import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ComboList, comboInputProps, useMatches } from './combo';

export type Option = { id: number; name: string };

/** What a combobox picks from: the first matches of a text, the name of a known id, and its words. */
export interface PickSource {
  search: (text: string | undefined) => Promise<Option[]>;
  nameOf: (id: number) => Promise<string>;
  /** "Choose a client from the list." */
  chooseMessage: string;
  /** "No client matches." */
  noMatch: string;
  /** "Loading clients failed." */
  failedMessage: string;
  /** (n) => "n clients" */
  count: (n: number) => string;
}

export interface PickerProps {
  label: string;
  name?: string;
  defaultValue?: number | null | undefined;
  onChange?: (id: string) => void;
  placeholder?: string;
  required?: boolean;
  error?: string[] | undefined;
}

/**
 * Picks one record by typing (an ARIA combobox over a search): matches appear after a short pause,
 * arrow keys move through them, Enter picks one, Escape closes the list. The chosen id is the
 * hidden input `name` (for forms read with FormData) and goes to `onChange`; clearing the text
 * clears the choice. With `defaultValue` (an id from the URL or the record) it shows that name.
 * ClientPicker and CompanyPicker are this with their source.
 */
export function Combobox({ source, label, name, defaultValue, onChange, placeholder, required, error }: PickerProps & { source: PickSource }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Option | null>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const { results, active, failed, onListKey } = useMatches(query, (typed) => source.search(typed.trim().slice(0, 100) || undefined), [source]);

  useEffect(() => {
    if (!defaultValue) return;
    let current = true;
    void source.nameOf(defaultValue).then((found) => {
      if (!current) return;
      const option = { id: defaultValue, name: found };
      setChosen(option);
      setText(option.name);
    });
    return () => {
      current = false;
    };
  }, [defaultValue, source]);

  // A required picker with text but no choice must not let the form submit the typed text.
  useEffect(() => {
    input.current?.setCustomValidity(required && !chosen ? source.chooseMessage : '');
  }, [required, chosen, source]);

  function choose(option: Option | null) {
    setChosen(option);
    setText(option?.name ?? '');
    setQuery(null);
    onChange?.(option ? String(option.id) : '');
  }

  function type(value: string) {
    setText(value);
    if (value.trim() === '') {
      choose(null);
      return;
    }
    setQuery(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (onListKey(event, choose, () => setQuery(null))) return;
    // An arrow on the closed list opens it: every option for the chosen name, else the matches of the text.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setQuery(chosen && text === chosen.name ? '' : text);
    }
  }

  function onBlur() {
    // Typed text that was not picked goes back to the choice, so what shows is what applies.
    setTimeout(() => {
      setQuery(null);
      setText(chosen?.name ?? '');
    }, 150);
  }

  return (
    <div className={error ? 'field picker invalid' : 'field picker'}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        ref={input}
        {...comboInputProps(id, results !== null, active)}
        type="text"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={required}
        value={text}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {name && <input type="hidden" name={name} value={chosen ? String(chosen.id) : ''} />}
      <ComboList
        id={id}
        label={`${label} matches`}
        results={results}
        active={active}
        failed={failed}
        keyOf={(option) => option.id}
        onPick={choose}
        noMatch={source.noMatch}
        failedMessage={source.failedMessage}
        count={source.count}
      >
        {(option) => option.name}
      </ComboList>
      {error && (
        <small role="alert" id={`${id}-error`}>
          {error.join(', ')}
        </small>
      )}
    </div>
  );
}
