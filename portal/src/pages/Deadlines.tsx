import { useState } from 'react';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { deadlineTitle, PAGE_SIZE } from './lists';

export function DeadlinesPage() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/deadlines', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  return (
    <>
      <PageTitle>{t('deadlines.title')}</PageTitle>
      <p className="lead">{t('deadlines.intro')}</p>
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'deadlines.empty'}>
        {(data) => (
          <>
            <ul className="items">
              {data.items.map((deadline) => (
                <Item
                  key={`${deadline.kind}-${deadline.id}`}
                  title={deadlineTitle(t, deadline)}
                  badge={deadline.overdue ? { text: t('badge.overdue'), tone: 'bad' } : { text: t('badge.due'), tone: 'warn' }}
                  facts={[
                    [t('deadline.dueDate'), format.day(deadline.dueDate)],
                    [t('deadline.kind'), t(deadline.kind === 'filing' ? 'deadline.kind.filing' : 'deadline.kind.schedule')],
                  ]}
                />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Block>
    </>
  );
}
