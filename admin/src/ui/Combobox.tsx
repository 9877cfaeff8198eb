import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

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
  const [results, setResults] = useState<Option[] | null>(null);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const latest = useRef<string | null>(null);

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

  useEffect(() => {
    latest.current = query;
    if (query === null) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      const search = query.trim().slice(0, 100) || undefined;
      void source
        .search(search)
        .then((found) => {
          // An answer to an older text arriving late must not replace the newer one's.
          if (latest.current !== query) return;
          setResults(found);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => latest.current === query && setFailed(true));
    }, 200);
    return () => clearTimeout(timer);
  }, [query, source]);

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
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results) {
        setQuery(chosen && text === chosen.name ? '' : text);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter' && results) {
      event.preventDefault();
      const option = results[active] ?? results[0];
      if (option) choose(option);
    } else if (event.key === 'Escape' && results) {
      event.preventDefault();
      setQuery(null);
    }
  }

  function onBlur() {
    // Typed text that was not picked goes back to the choice, so what shows is what applies.
    setTimeout(() => {
      setQuery(null);
      setText(chosen?.name ?? '');
    }, 150);
  }

  const expanded = results !== null;
  return (
    <div className={error ? 'field picker invalid' : 'field picker'}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={required}
        value={text}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {name && <input type="hidden" name={name} value={chosen ? String(chosen.id) : ''} />}
      <ul id={`${id}-list`} role="listbox" aria-label={`${label} matches`} hidden={!expanded} className="search-results">
        {results?.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.name}
          </li>
        ))}
        {results?.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="hint">
            {source.noMatch}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status">
        {failed ? source.failedMessage : results ? source.count(results.length) : ''}
      </span>
      {error && (
        <small role="alert" id={`${id}-error`}>
          {error.join(', ')}
        </small>
      )}
    </div>
  );
}
