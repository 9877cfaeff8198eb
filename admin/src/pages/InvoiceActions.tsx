import { useState } from 'react';
import { api, problemText } from '../api/client';
import { useT } from '../i18n/translate';
import { credentials } from '../session/credentials';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatInstant } from '../ui/format';
import { usePdf } from '../ui/usePdf';

/** What a revenue entry's invoice needs, from the client file's list or the Revenue page's. */
export interface Invoiced {
  id: number;
  invoiceNumber: string;
  invoiceIssuedAt: string | null;
  clientName: string;
}

/** The invoice column's cell: the number, and when it was last mailed to the client. */
export function InvoiceNumber({ entry }: { entry: Invoiced }) {
  const t = useT();
  return (
    <>
      <span className="invoice-number">{entry.invoiceNumber}</span>
      {entry.invoiceIssuedAt && (
        <>
          <br />
          <small>{t('invoices.issuedOn', { when: formatInstant(entry.invoiceIssuedAt) })}</small>
        </>
      )}
    </>
  );
}

/**
 * A row's invoice actions (issue 34.6): open the PDF in a new tab (fetched with the session's token,
 * then offered as a download named by its number) and issue it, which mails the client, after a
 * question. `notify` says what happened in the section's status line; `onIssued` reloads the list,
 * which then shows when it was issued.
 */
export function InvoiceActions({ entry, notify, onIssued }: { entry: Invoiced; notify: (message: string) => void; onIssued: () => void }) {
  const t = useT();
  const pdf = usePdf(credentials);
  const [asking, setAsking] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const number = entry.invoiceNumber;

  function open() {
    pdf.open(`/api/revenue-tracking/${entry.id}/invoice`, `invoice-${number}.pdf`).catch((error: Error) => notify(t('invoices.notOpened', { number, reason: error.message })));
  }

  async function issue() {
    setIssuing(true);
    const { data, error } = await api.POST('/api/revenue-tracking/{id}/invoice/issue', { params: { path: { id: entry.id } } });
    setIssuing(false);
    setAsking(false);
    if (data) notify(t('invoices.issued', { number, email: data.mailedTo, when: formatInstant(data.issuedAt) }));
    else notify(t('invoices.notIssued', { number, reason: problemText(error) }));
    onIssued();
  }

  return (
    <>
      <button type="button" disabled={pdf.busy} aria-label={t('invoices.openLabel', { number })} onClick={open}>
        {t('invoices.open')}
      </button>
      {pdf.opened && (
        <>
          {pdf.opened.blocked && (
            <a className="button" href={pdf.opened.href} target="_blank" rel="noreferrer" aria-label={t('invoices.openLabel', { number })}>
              {t('invoices.openBlocked')}
            </a>
          )}
          <a className="button" href={pdf.opened.href} download={pdf.opened.name} aria-label={t('invoices.downloadLabel', { name: pdf.opened.name })}>
            {t('invoices.download')}
          </a>
        </>
      )}
      <button type="button" aria-label={t(entry.invoiceIssuedAt ? 'invoices.issueAgainLabel' : 'invoices.issueLabel', { number })} onClick={() => setAsking(true)}>
        {entry.invoiceIssuedAt ? t('invoices.issueAgain') : t('invoices.issue')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('invoices.issueTitle', { number })}
          confirm={t('invoices.issueYes')}
          cancel={t('invoices.cancel')}
          tone="primary"
          busy={issuing}
          onConfirm={() => void issue()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('invoices.issueQuestion', { number, client: entry.clientName })}</p>
          {entry.invoiceIssuedAt && <p>{t('invoices.issuedBefore', { when: formatInstant(entry.invoiceIssuedAt) })}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}
