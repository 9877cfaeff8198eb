import { useState } from 'react';
import { api, unwrap } from '../api/client';
import { useT } from '../i18n/translate';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';

/**
 * The account's calendar feed: a secret URL for Google Calendar, Outlook or Apple Calendar. The
 * server keeps only its hash, so the URL is shown once, right after it is made.
 */
export function CalendarFeedPanel() {
  const t = useT();
  const status = useLoad(async () => unwrap(await api.GET('/api/calendar/feed')), []);
  const [url, setUrl] = useState('');
  const save = useSave();

  function create() {
    void save.run(async () => {
      setUrl(unwrap(await api.POST('/api/calendar/feed')).url);
      status.reload();
    }, t('calendarFeed.made'));
  }

  function revoke() {
    void save.run(async () => {
      unwrap(await api.DELETE('/api/calendar/feed'));
      setUrl('');
      status.reload();
    }, t('calendarFeed.revoked'));
  }

  return (
    <section className="panel" aria-label={t('calendarFeed.label')}>
      <h2>{t('calendarFeed.title')}</h2>
      <p className="hint">{t('calendarFeed.about')}</p>
      <p className="hint">{t('calendarFeed.stops')}</p>
      <Block loaded={status}>
        {(feed) =>
          feed.active ? (
            <p>
              {feed.lastUsedAt
                ? t('calendarFeed.activeFetched', { made: formatInstant(feed.createdAt!), fetched: formatInstant(feed.lastUsedAt) })
                : t('calendarFeed.activeUnfetched', { made: formatInstant(feed.createdAt!) })}
            </p>
          ) : (
            <p>{t('calendarFeed.none')}</p>
          )
        }
      </Block>
      {url && (
        <label className="field">
          <span>{t('calendarFeed.link')}</span>
          <input readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
      <div className="actions">
        <button type="button" className="primary" disabled={save.busy} onClick={create}>
          {status.data?.active ? t('calendarFeed.replace') : t('calendarFeed.make')}
        </button>
        {status.data?.active && (
          <button type="button" disabled={save.busy} onClick={revoke}>
            {t('calendarFeed.revoke')}
          </button>
        )}
      </div>
      <SaveStatus save={save} />
    </section>
  );
}
