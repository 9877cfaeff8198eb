import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { LETTER_STATUS } from './Letter';
import { PAGE_SIZE } from './lists';

/** The client's engagements, each with its letter's status and the way to it (to sign, or to read again). */
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
                const letter = engagement.letter;
                const waiting = letter?.status === 'sent' || letter?.status === 'viewed';
                if (letter) facts.push([t('engagement.letter'), t(LETTER_STATUS[letter.status].id)]);
                return (
                  <Item
                    key={engagement.id}
                    title={engagement.title}
                    badge={{ text: engagement.statusLabel, tone: engagement.status === 'active' ? 'ok' : 'plain' }}
                    facts={facts}
                  >
                    {letter && (
                      <Link className={waiting ? 'button primary' : 'button'} to={`/engagements/${engagement.id}/letter`} aria-label={t(waiting ? 'engagement.letterSignLabel' : 'engagement.letterOpenLabel', { title: engagement.title })}>
                        {t(waiting ? 'engagement.letterSign' : 'engagement.letterOpen')}
                      </Link>
                    )}
                  </Item>
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
