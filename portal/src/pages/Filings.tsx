import { useState } from 'react';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { PAGE_SIZE } from './lists';

export function FilingsPage() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/filings', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  return (
    <>
      <PageTitle>{t('filings.title')}</PageTitle>
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'filings.empty'}>
        {(data) => (
          <>
            <ul className="items">
              {data.items.map((filing) => {
                const done = filing.status === 'filed' || filing.status === 'accepted';
                const facts: Array<[string, string]> = [[t('filing.taxYear'), String(filing.taxYear)]];
                if (filing.period) facts.push([t('filing.period'), filing.period]);
                if (filing.dueDate) facts.push([t('filing.dueDate'), format.day(filing.dueDate)]);
                if (filing.filedAt) facts.push([t('filing.filedAt'), format.instant(filing.filedAt)]);
                if (filing.amountDue !== null) facts.push([t('filing.amountDue'), format.money(filing.amountDue)]);
                if (filing.refundAmount !== null) facts.push([t('filing.refund'), format.money(filing.refundAmount)]);
                return (
                  <Item
                    key={filing.id}
                    title={t('filing.title', { taxType: filing.taxTypeLabel, taxYear: filing.taxYear })}
                    badge={{ text: filing.statusLabel, tone: done ? 'ok' : filing.status === 'rejected' ? 'bad' : 'plain' }}
                    facts={facts}
                  />
                );
              })}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Block>
    </>
  );
}
