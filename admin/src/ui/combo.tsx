import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The one combobox of the admin (ARIA 1.2 combobox with a listbox), shared by the pickers
 * (Combobox: ClientPicker, CompanyPicker) and the top bar's SearchBox: what they differ in is what
 * they search and what picking an option does.
 */

/**
 * The matches of `query` (null: the list is closed), searched after a 200 ms pause; an answer to
 * an older query arriving late never replaces the newer one's. `active`: the option the arrow keys
 * are on (-1: none).
 */
export function useMatches<T>(query: string | null, search: (query: string) => Promise<T[]>, deps: unknown[]) {
  const [results, setResults] = useState<T[] | null>(null);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const latest = useRef<string | null>(null);

  useEffect(() => {
    latest.current = query;
    if (query === null) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      void search(query)
        .then((found) => {
          if (latest.current !== query) return;
          setResults(found);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => latest.current === query && setFailed(true));
    }, 200);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, ...deps]);

  /**
   * The list's keys while it is open: arrows move (wrapping), Enter picks the active option (or
   * the first), Escape closes. True when the key was the list's.
   */
  function onListKey(event: KeyboardEvent<HTMLInputElement>, pick: (option: T) => void, close: () => void): boolean {
    if (!results) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      const option = results[active] ?? results[0];
      if (option !== undefined) pick(option);
    } else if (event.key === 'Escape') {
      close();
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  }

  return { results, active, failed, onListKey };
}

/** The input's combobox attributes, for the list `${id}-list` and its options `${id}-option-${n}`. */
export function comboInputProps(id: string, expanded: boolean, active: number) {
  return {
    id: `${id}-input`,
    autoComplete: 'off',
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': `${id}-list`,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': active >= 0 ? `${id}-option-${active}` : undefined,
  };
}

/** The listbox under a combobox input, its "nothing matches" line, and the status read out (a count, or a failure). */
export function ComboList<T>({
  id,
  label,
  results,
  active,
  failed,
  keyOf,
  onPick,
  children,
  noMatch,
  failedMessage,
  count,
}: {
  id: string;
  label: string;
  results: T[] | null;
  active: number;
  failed: boolean;
  keyOf: (option: T) => string | number;
  onPick: (option: T) => void;
  children: (option: T) => ReactNode;
  noMatch: string;
  failedMessage: string;
  count: (n: number) => string;
}) {
  return (
    <>
      <ul id={`${id}-list`} role="listbox" aria-label={label} hidden={results === null} className="search-results">
        {results?.map((option, index) => (
          <li
            key={keyOf(option)}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // The input keeps the focus: a click picks before the blur closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(option)}
          >
            {children(option)}
          </li>
        ))}
        {results?.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="hint">
            {noMatch}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status">
        {failed ? failedMessage : results ? count(results.length) : ''}
      </span>
    </>
  );
}
