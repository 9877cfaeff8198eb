import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import type { AdminMessageId } from '../i18n/messages';
import { useT } from '../i18n/translate';
import type { paths } from '../api/schema';

type Result = paths['/api/search']['get']['responses'][200]['content']['application/json']['items'][number];

const KIND_LABEL: Record<Result['kind'], AdminMessageId> = { client: 'audit.record.client', inquiry: 'audit.record.inquiry', company: 'audit.record.company', post: 'audit.record.post' };

function pathOf(result: Result): string {
  switch (result.kind) {
    case 'client':
      return `/clients/${result.id}`;
    case 'inquiry':
      return `/inquiries/${result.id}`;
    case 'post':
      return `/blog/${result.id}`;
    case 'company':
      return `/records/companies?search=${encodeURIComponent(result.title)}`;
  }
}

/**
 * The top bar's search (GET /api/search) as an ARIA combobox: results appear as you type (after a
 * short pause), arrow keys move through them, Enter opens one, Escape closes the list.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Result[] | null>(null);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const latest = useRef('');

  useEffect(() => {
    const q = text.trim();
    latest.current = q;
    // The server refuses a search whose every word is one character (too broad to be worth its cost).
    if (!/[\p{L}\p{N}]{2}/u.test(q)) {
      setResults(null);
      return;
    }
    const timer = setTimeout(() => {
      void api
        .GET('/api/search', { params: { query: { q, limit: 10 } } })
        .then((result) => {
          // An answer to an older text arriving late must not replace the newer one's.
          if (latest.current !== q) return;
          setResults(unwrap(result).items);
          setFailed(false);
          setActive(-1);
        })
        .catch(() => latest.current === q && setFailed(true));
    }, 200);
    return () => clearTimeout(timer);
  }, [text]);

  function open(result: Result) {
    setText('');
    setResults(null);
    void navigate(pathOf(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!results) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (results.length === 0 ? -1 : (current + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? results[0];
      if (chosen) open(chosen);
    } else if (event.key === 'Escape') {
      setResults(null);
    }
  }

  const expanded = results !== null;
  return (
    <div className="search" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setResults(null), 150)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('search.results')} hidden={!expanded} className="search-results">
        {results?.map((result, index) => (
          <li
            key={`${result.kind}-${result.id}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => open(result)}
          >
            <span className="badge">{t(KIND_LABEL[result.kind])}</span> {result.title}
            {result.detail && <small>{result.detail}</small>}
          </li>
        ))}
        {results?.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="hint">
            {t('search.nothing')}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status">
        {failed ? t('search.failed') : results ? t('search.count', { count: results.length }) : ''}
      </span>
    </div>
  );
}
