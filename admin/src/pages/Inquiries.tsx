import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../api/client';
import { INQUIRY_STATUSES, SETTABLE_INQUIRY_STATUSES } from '../api/enums';
import { enumLabel } from '../i18n/labels';
import { useT } from '../i18n/translate';
import { Field, EnumOptions } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { orNull, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { FilterForm, PagedTable, TextFilter, useList } from '../ui/lists';

type Status = (typeof INQUIRY_STATUSES)[number];
// Converting is its own operation (it makes the client), not a status one picks.
const SETTABLE = SETTABLE_INQUIRY_STATUSES.filter((s) => s !== 'converted');

export function InquiriesPage() {
  const t = useT();
  const intl = useIntl();
  const {
    list: inquiries,
    text,
    update,
    toPage,
    key,
  } = useList(async ({ text, page }) =>
    unwrap(await api.GET('/api/inquiry', { params: { query: { status: text('status') as Status | undefined, search: text('search'), page, pageSize: 20 } } })),
  );
  const status = text('status') as Status | undefined;
  const search = text('search');

  return (
    <>
      <h1>{t('nav.inquiries')}</h1>
      <FilterForm key={key} search={t('inquiries.search')} onApply={(values) => update({ search: values.search })}>
        <label className="field">
          <span>{t('inquiries.status')}</span>
          {/* A status applies at once; the search text when the form is sent. */}
          <select value={status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })} aria-label={t('inquiries.filterByStatus')}>
            <option value="">{t('inquiries.all')}</option>
            <EnumOptions list="INQUIRY_STATUSES" values={INQUIRY_STATUSES} />
          </select>
        </label>
        <TextFilter label={t('inquiries.search')} type="search" name="search" defaultValue={search} placeholder={t('inquiries.searchPlaceholder')} />
      </FilterForm>
      <PagedTable
        loaded={inquiries}
        empty={t('inquiries.noMatch')}
        onPage={toPage}
        columns={[t('inquiries.received'), t('inquiries.subject'), t('inquiries.from'), t('inquiries.status')]}
        row={(inquiry) => (
          <tr key={inquiry.id}>
            <td>{formatInstant(inquiry.createdAt)}</td>
            <td>
              <Link to={`/inquiries/${inquiry.id}`}>{inquiry.subject}</Link>
            </td>
            <td>
              {inquiry.name} <small>{inquiry.email}</small>
            </td>
            <td>
              <span className={`badge status-${inquiry.status}`}>{enumLabel(intl, 'INQUIRY_STATUSES', inquiry.status)}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}

export function InquiryPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const inquiry = useLoad(async () => unwrap(await api.GET('/api/inquiry/{id}', { params: { path: { id } } })), [id]);
  const statusSave = useSave();
  const memoSave = useSave();
  const convertSave = useSave();
  const [memo, setMemo] = useState<string>();
  const t = useT();

  return (
    <Block loaded={inquiry}>
      {(i) => (
        <>
          <p>
            <Link to="/inquiries">← {t('nav.inquiries')}</Link>
          </p>
          <h1>{i.subject}</h1>
          <dl className="facts">
            <dt>{t('inquiries.from')}</dt>
            <dd>
              {i.name} · <a href={`mailto:${i.email}`}>{i.email}</a> {i.phone && `· ${i.phone}`}
            </dd>
            {i.companyName && (
              <>
                <dt>{t('inquiries.company')}</dt>
                <dd>{i.companyName}</dd>
              </>
            )}
            <dt>{t('inquiries.received')}</dt>
            <dd>{formatInstant(i.createdAt)}</dd>
            {i.serviceType && (
              <>
                <dt>{t('inquiries.service')}</dt>
                <dd>{i.serviceType}</dd>
              </>
            )}
          </dl>
          <blockquote className="message">{i.message}</blockquote>

          <section className="panel" aria-labelledby="status-title">
            <h2 id="status-title">{t('inquiries.status')}</h2>
            {i.status === 'converted' ? (
              <p>
                {t('inquiries.converted')} <Link to={`/clients/${i.clientId}`}>{t('inquiries.openClient', { id: i.clientId })}</Link>
              </p>
            ) : (
              <div className="row">
                <select
                  aria-label={t('inquiries.status')}
                  value={i.status}
                  disabled={statusSave.busy}
                  onChange={(e) =>
                    void statusSave.run(async () => {
                      unwrap(await api.PUT('/api/inquiry/{id}/status', { params: { path: { id } }, body: { status: e.target.value as Status } }));
                      inquiry.reload();
                    }, t('inquiries.statusChanged'))
                  }
                >
                  <EnumOptions list="INQUIRY_STATUSES" values={SETTABLE} />
                </select>
                <button
                  type="button"
                  className="primary"
                  disabled={convertSave.busy}
                  onClick={() =>
                    void convertSave.run(async () => {
                      const result = unwrap(await api.POST('/api/inquiry/{id}/convert-to-client', { params: { path: { id } }, body: {} }));
                      void navigate(`/clients/${result.clientId}`);
                    })
                  }
                >
                  {t('inquiries.convert')}
                </button>
              </div>
            )}
            <SaveStatus save={statusSave} />
            <SaveStatus save={convertSave} />
          </section>

          <section className="panel" aria-labelledby="memo-title">
            <h2 id="memo-title">{t('inquiries.memo')}</h2>
            <form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void memoSave.run(async () => {
                  unwrap(await api.PUT('/api/inquiry/{id}/memo', { params: { path: { id } }, body: { adminMemo: orNull(memo ?? i.adminMemo ?? '') } }));
                  inquiry.reload();
                }, t('inquiries.memoSaved'));
              }}
            >
              <Field label={t('inquiries.memoLabel')} error={memoSave.fieldError('adminMemo')}>
                <textarea rows={4} value={memo ?? i.adminMemo ?? ''} onChange={(e) => setMemo(e.target.value)} />
              </Field>
              <button type="submit" disabled={memoSave.busy}>
                {t('inquiries.saveMemo')}
              </button>
              <SaveStatus save={memoSave} fields={['adminMemo']} />
            </form>
          </section>
        </>
      )}
    </Block>
  );
}
