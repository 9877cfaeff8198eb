import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePdf } from '../../../admin/src/ui/usePdf';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, credentials, unwrap } from '../api';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { PAGE_SIZE, type Invoice } from './lists';

/** An invoice's PDF: opened in a new tab (fetched with the session's token), then offered as a download named by its number. */
function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const pdf = usePdf(credentials);
  const [failed, setFailed] = useState(false);
  const number = invoice.invoiceNumber;
  const open = () => {
    setFailed(false);
    pdf.open(`/api/portal/invoices/${invoice.id}/pdf`, `invoice-${number}.pdf`).catch(() => setFailed(true));
  };
  return (
    <div className="actions">
      <button type="button" disabled={pdf.busy} aria-label={t('invoice.openLabel', { number })} onClick={open}>
        {t('invoice.open')}
      </button>
      {pdf.opened?.blocked && (
        <a className="button" href={pdf.opened.href} target="_blank" rel="noreferrer">
          {t('invoice.openBlocked')}
        </a>
      )}
      {pdf.opened && (
        <a className="button" href={pdf.opened.href} download={pdf.opened.name} aria-label={t('invoice.downloadLabel', { name: pdf.opened.name })}>
          {t('invoice.download')}
        </a>
      )}
      {failed && <p role="alert">{t('invoice.notOpened', { number })}</p>}
    </div>
  );
}

/** One invoice as a card: its number, amount, dates, paid or not, and its PDF. */
function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const format = useFormat();
  const facts: Array<[string, string]> = [
    [t('invoice.number'), invoice.invoiceNumber],
    [t('invoice.amount'), format.money(invoice.amount)],
    [t('invoice.date'), format.day(invoice.invoiceDate)],
  ];
  if (invoice.dueDate) facts.push([t('invoice.dueDate'), format.day(invoice.dueDate)]);
  if (invoice.paidAt) facts.push([t('invoice.paidAt'), format.instant(invoice.paidAt)]);
  return (
    <Item
      id={`invoice-${invoice.id}`}
      title={invoice.description}
      badge={invoice.isPaid ? { text: t('badge.paid'), tone: 'ok' } : { text: t('badge.unpaid'), tone: 'bad' }}
      facts={facts}
    >
      <InvoicePdf invoice={invoice} />
    </Item>
  );
}

/**
 * One invoice (`/invoices/<id>`), where the home page's to-do list links: the list is newest first
 * and paged, so an older unpaid invoice may be on none of the pages a link could name.
 */
export function InvoicePage() {
  const t = useT();
  const id = Number(useParams().id);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/invoices/{id}', { params: { path: { id } } })), [id]);
  return (
    <>
      <PageTitle>{t('invoice.title')}</PageTitle>
      <p>
        <Link to="/invoices">{t('invoice.all')}</Link>
      </p>
      <Block loaded={loaded} empty={() => false}>
        {(invoice) => (
          <ul className="items" data-testid="invoice">
            <InvoiceItem invoice={invoice} />
          </ul>
        )}
      </Block>
    </>
  );
}

/**
 * The client's invoices, newest first, with the total outstanding; each opens as a PDF. A link
 * with `#invoice-<id>` brings that invoice into view and focuses it.
 */
export function InvoicesPage() {
  const t = useT();
  const format = useFormat();
  const { hash } = useLocation();
  const [page, setPage] = useState(1);
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/invoices', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  const shown = loaded.data !== undefined;
  useEffect(() => {
    if (!shown || !hash) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [shown, hash]);
  return (
    <>
      <PageTitle>{t('invoices.title')}</PageTitle>
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'invoices.empty'}>
        {(data) => (
          <>
            <p className="total">{t('invoices.outstanding', { amount: format.money(data.totalOutstanding) })}</p>
            <ul className="items" data-testid="invoices">
              {data.items.map((invoice) => (
                <InvoiceItem key={invoice.id} invoice={invoice} />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Block>
    </>
  );
}
