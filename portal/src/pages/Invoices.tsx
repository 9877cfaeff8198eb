import { useState } from 'react';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { PAGE_SIZE } from './lists';

export function InvoicesPage() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/invoices', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  return (
    <>
      <PageTitle>{t('invoices.title')}</PageTitle>
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'invoices.empty'}>
        {(data) => (
          <>
            <p className="total">{t('invoices.outstanding', { amount: format.money(data.totalOutstanding) })}</p>
            <ul className="items">
              {data.items.map((invoice) => {
                const facts: Array<[string, string]> = [
                  [t('invoice.amount'), format.money(invoice.amount)],
                  [t('invoice.date'), format.day(invoice.invoiceDate)],
                ];
                if (invoice.dueDate) facts.push([t('invoice.dueDate'), format.day(invoice.dueDate)]);
                if (invoice.paidAt) facts.push([t('invoice.paidAt'), format.instant(invoice.paidAt)]);
                return (
                  <Item
                    key={invoice.id}
                    title={invoice.description}
                    badge={invoice.isPaid ? { text: t('badge.paid'), tone: 'ok' } : { text: t('badge.unpaid'), tone: 'bad' }}
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
