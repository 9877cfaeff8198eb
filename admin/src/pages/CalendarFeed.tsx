import { useState } from 'react';
import { api, unwrap } from '../api/client';
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
  const status = useLoad(async () => unwrap(await api.GET('/api/calendar/feed')), []);
  const [url, setUrl] = useState('');
  const save = useSave();

  function create() {
    void save.run(async () => {
      setUrl(unwrap(await api.POST('/api/calendar/feed')).url);
      status.reload();
    }, 'New calendar link made. Copy it now: it is not shown again. Any previous link stopped working.');
  }

  function revoke() {
    void save.run(async () => {
      unwrap(await api.DELETE('/api/calendar/feed'));
      setUrl('');
      status.reload();
    }, 'Calendar link revoked: calendars subscribed to it stop updating.');
  }

  return (
    <section className="panel" aria-label="Calendar feed">
      <h2>Deadlines in your calendar</h2>
      <p className="hint">Subscribe to this link in Google Calendar, Outlook or Apple Calendar to see every filing deadline and schedule. Anyone with the link can read them: keep it private.</p>
      {/* TODO(admin-ui): move to locales/{en,ko}/admin.json with the rest of the page (issue 30). */}
      <p className="hint">The link stops working when you sign out everywhere else, change or reset your password, or when your account is disabled: make a new one then.</p>
      <Block loaded={status}>
        {(feed) =>
          feed.active ? (
            <p>
              A link is active, made {formatInstant(feed.createdAt!)}
              {feed.lastUsedAt ? `, last fetched ${formatInstant(feed.lastUsedAt)}` : ', not fetched yet'}.
            </p>
          ) : (
            <p>No calendar link.</p>
          )
        }
      </Block>
      {url && (
        <label className="field">
          <span>Your calendar link (shown once)</span>
          <input readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
      <div className="actions">
        <button type="button" className="primary" disabled={save.busy} onClick={create}>
          {status.data?.active ? 'Replace the link' : 'Make a calendar link'}
        </button>
        {status.data?.active && (
          <button type="button" disabled={save.busy} onClick={revoke}>
            Revoke the link
          </button>
        )}
      </div>
      <SaveStatus save={save} />
    </section>
  );
}
