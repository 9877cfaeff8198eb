import { useState } from 'react';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { PAGE_SIZE } from './lists';

export function EngagementsPage() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/engagements', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  return (
    <>
      <PageTitle>{t('engagements.title')}</PageTitle>
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'engagements.empty'}>
        {(data) => (
          <>
            <ul className="items">
              {data.items.map((engagement) => {
                const facts: Array<[string, string]> = [];
                if (engagement.serviceTypeLabel) facts.push([t('engagement.service'), engagement.serviceTypeLabel]);
                const fee = engagement.feeTypeLabel;
                facts.push([t('engagement.fee'), engagement.feeAmount === null ? fee : t('engagement.feeWithAmount', { feeType: fee, amount: format.money(engagement.feeAmount) })]);
                facts.push([
                  t('engagement.period'),
                  engagement.endDate ? t('engagement.periodRange', { start: format.day(engagement.startDate), end: format.day(engagement.endDate) }) : t('engagement.periodFrom', { start: format.day(engagement.startDate) }),
                ]);
                if (engagement.contractNumber) facts.push([t('engagement.number'), engagement.contractNumber]);
                if (engagement.signedAt) facts.push([t('engagement.signedAt'), format.instant(engagement.signedAt)]);
                return (
                  <Item
                    key={engagement.id}
                    title={engagement.title}
                    badge={{ text: engagement.statusLabel, tone: engagement.status === 'active' ? 'ok' : 'plain' }}
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
