import { Link } from 'react-router-dom';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, unwrap } from '../api';
import { useFormat } from '../format';
import { useT, type PortalMessageId } from '../i18n';
import { useMe } from '../me';
import { ErrorBox, Loading, PageTitle } from '../ui';
import { RequestList } from './Documents';
import { deadlineTitle, type Deadline, type Engagement, type Invoice } from './lists';

interface ToDo {
  key: string;
  title: string;
  date: string | null;
  overdue: boolean;
  kind: 'due' | 'unpaid' | 'sign';
  amount?: number;
  to: string;
}

/** Overdue first, then letters to sign (the firm waits on them to start), then by date (the undated last), as the deadlines list orders them. */
function byUrgency(a: ToDo, b: ToDo): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if ((a.kind === 'sign') !== (b.kind === 'sign')) return a.kind === 'sign' ? -1 : 1;
  return (a.date ?? '9999').localeCompare(b.date ?? '9999');
}

const BADGE: Record<ToDo['kind'], PortalMessageId> = { due: 'badge.due', unpaid: 'badge.unpaid', sign: 'badge.toSign' };
const META: Record<ToDo['kind'], PortalMessageId> = { due: 'home.dueBy', unpaid: 'home.payBy', sign: 'home.letterSent' };

/**
 * The home page is one to-do list: the documents the firm asked for (each with its upload control,
 * issue 33.7), the engagement letters waiting for their signature (issue 34.6), what is due (the
 * client's pending deadlines and open filings, overdue first) and what is unpaid (their unpaid invoices, with the total outstanding), each
 * leading to its page. The first 100 of each are listed; their pages have the rest.
 */
export function HomePage() {
  const t = useT();
  const format = useFormat();
  const { me } = useMe();
  const loaded = useLoad(async () => {
    const [deadlines, invoices, requests, letters] = await Promise.all([
      api.GET('/api/portal/deadlines', { params: { query: { page: 1, pageSize: 100 } } }).then(unwrap),
      api.GET('/api/portal/invoices', { params: { query: { page: 1, pageSize: 100 } } }).then(unwrap),
      api.GET('/api/portal/document-requests', { params: { query: { page: 1, pageSize: 100 } } }).then(unwrap),
      api.GET('/api/portal/engagements', { params: { query: { page: 1, pageSize: 100, letter: 'waiting' } } }).then(unwrap),
    ]);
    // The firm's requests not yet accepted; those still waiting for a file count as to-dos (a sent
    // one stays listed, under review, so the client can add a file they forgot).
    return { deadlines, invoices, requests: requests.items, letters: letters.items };
  }, []);

  const toDos = (deadlines: Deadline[], invoices: Invoice[], letters: Engagement[]): ToDo[] =>
    [
      ...letters.map((engagement) => ({
        key: `letter-${engagement.id}`,
        title: engagement.title,
        date: engagement.letter?.sentAt ?? null,
        overdue: false,
        kind: 'sign' as const,
        to: `/engagements/${engagement.id}/letter`,
      })),
      ...deadlines.map((deadline) => ({
        key: `${deadline.kind}-${deadline.id}`,
        title: deadlineTitle(t, deadline),
        date: deadline.dueDate,
        overdue: deadline.overdue,
        kind: 'due' as const,
        to: '/deadlines',
      })),
      ...invoices
        .filter((invoice) => !invoice.isPaid)
        .map((invoice) => ({
          key: `invoice-${invoice.id}`,
          title: invoice.description,
          date: invoice.dueDate,
          overdue: false,
          kind: 'unpaid' as const,
          amount: invoice.amount,
          to: `/invoices/${invoice.id}`,
        })),
    ].sort(byUrgency);

  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="lead">{t('home.greeting', { name: me.name })}</p>
      {loaded.error && loaded.data === undefined ? (
        <ErrorBox error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.data === undefined ? (
        <Loading />
      ) : (
        (() => {
          const list = toDos(loaded.data.deadlines.items, loaded.data.invoices.items, loaded.data.letters);
          const { requests } = loaded.data;
          const waiting = requests.filter((request) => request.status === 'open' || request.status === 'rejected').length;
          return (
            <>
              <p className="summary" role="status">
                {t('home.count', { count: list.length + waiting })}
                {loaded.data.invoices.totalOutstanding > 0 && <> {t('home.outstanding', { amount: format.money(loaded.data.invoices.totalOutstanding) })}</>}
              </p>
              {requests.length > 0 && (
                <section aria-labelledby="requests-title">
                  <h2 id="requests-title">{t('home.requests')}</h2>
                  <RequestList requests={requests} onUploaded={loaded.reload} />
                </section>
              )}
              {list.length === 0 && requests.length === 0 ? (
                <p className="state empty">{t('home.empty')}</p>
              ) : list.length === 0 ? null : (
                <ul className="todo">
                  {list.map((item) => (
                    <li key={item.key} className={item.overdue ? 'overdue' : undefined}>
                      <Link to={item.to}>
                        <span className={`badge ${item.overdue || item.kind === 'unpaid' ? 'bad' : 'warn'}`}>{t(item.overdue ? 'badge.overdue' : BADGE[item.kind])}</span>
                        <span className="todo-title">{item.title}</span>
                        <span className="todo-meta">
                          {item.date && t(META[item.kind], { date: item.kind === 'sign' ? format.instant(item.date) : format.day(item.date) })}
                          {item.amount !== undefined && <> · {format.money(item.amount)}</>}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        })()
      )}
    </>
  );
}
