import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import type { AdminMessageId } from '../i18n/messages';
import { useT } from '../i18n/translate';
import type { paths } from '../api/schema';
import { ComboList, comboInputProps, useMatches } from './combo';

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
  // The server refuses a search whose every word is one character (too broad to be worth its cost).
  const q = text.trim();
  const { results, active, failed, onListKey } = useMatches(
    /[\p{L}\p{N}]{2}/u.test(q) ? q : null,
    async (query) => unwrap(await api.GET('/api/search', { params: { query: { q: query, limit: 10 } } })).items,
    [],
  );
  const [closed, setClosed] = useState<string | null>(null);
  const shown = closed === q ? null : results;

  function open(result: Result) {
    setText('');
    void navigate(pathOf(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (shown) onListKey(event, open, () => setClosed(q));
  }

  return (
    <div className="search" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        {...comboInputProps(id, shown !== null, active)}
        type="search"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setClosed(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setClosed(q), 150)}
      />
      <ComboList
        id={id}
        label={t('search.results')}
        results={shown}
        active={active}
        failed={failed}
        keyOf={(result) => `${result.kind}-${result.id}`}
        onPick={open}
        noMatch={t('search.nothing')}
        failedMessage={t('search.failed')}
        count={(count) => t('search.count', { count })}
      >
        {(result) => (
          <>
            <span className="badge">{t(KIND_LABEL[result.kind])}</span> {result.title}
            {result.detail && <small>{result.detail}</small>}
          </>
        )}
      </ComboList>
    </div>
  );
}
