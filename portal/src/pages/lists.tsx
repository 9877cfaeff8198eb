import type { paths } from '../../../admin/src/api/schema';
import type { PortalMessageId } from '../i18n';

type Json<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } } ? T : never;

export type DeadlinePage = Json<'/api/portal/deadlines'>;
export type FilingPage = Json<'/api/portal/filings'>;
export type EngagementPage = Json<'/api/portal/engagements'>;
export type InvoicePage = Json<'/api/portal/invoices'>;
export type Deadline = DeadlinePage['items'][number];
export type Invoice = InvoicePage['items'][number];
export type Engagement = EngagementPage['items'][number];

export const PAGE_SIZE = 20;

/** A deadline's title: the firm's word for the tax (the server's label) and its period, in the client's language. */
export function deadlineTitle(t: (id: PortalMessageId, values?: Record<string, string>) => string, deadline: Pick<Deadline, 'taxTypeLabel' | 'period'>): string {
  return deadline.period ? t('deadline.titleWithPeriod', { taxType: deadline.taxTypeLabel, period: deadline.period }) : t('deadline.title', { taxType: deadline.taxTypeLabel });
}
