import type { paths } from '../../../admin/src/api/schema';
import type { PortalMessageId } from '../i18n';

type Json<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } } ? T : never;

export type DeadlinePage = Json<'/api/portal/deadlines'>;
export type FilingPage = Json<'/api/portal/filings'>;
export type EngagementPage = Json<'/api/portal/engagements'>;
export type InvoicePage = Json<'/api/portal/invoices'>;
export type Deadline = DeadlinePage['items'][number];
export type Invoice = InvoicePage['items'][number];

export const PAGE_SIZE = 20;

/** A deadline's title: the tax and its period, in the client's language. */
export function deadlineTitle(t: (id: PortalMessageId, values?: Record<string, string>) => string, deadline: Pick<Deadline, 'taxType' | 'period'>): string {
  return deadline.period ? t('deadline.titleWithPeriod', { taxType: deadline.taxType, period: deadline.period }) : t('deadline.title', { taxType: deadline.taxType });
}

const FILING_STATUS: Record<string, PortalMessageId> = {
  draft: 'filing.status.draft',
  in_progress: 'filing.status.in_progress',
  filed: 'filing.status.filed',
  accepted: 'filing.status.accepted',
  rejected: 'filing.status.rejected',
  amended: 'filing.status.amended',
};
const ENGAGEMENT_STATUS: Record<string, PortalMessageId> = {
  draft: 'engagement.status.draft',
  active: 'engagement.status.active',
  completed: 'engagement.status.completed',
  terminated: 'engagement.status.terminated',
};
const FEE_TYPE: Record<string, PortalMessageId> = {
  fixed: 'engagement.fee.fixed',
  hourly: 'engagement.fee.hourly',
  retainer: 'engagement.fee.retainer',
};

/** A stored status as the client reads it (the value itself for one the catalog does not know). */
export function labelOf(t: (id: PortalMessageId) => string, kind: 'filing' | 'engagement' | 'fee', value: string): string {
  const id = { filing: FILING_STATUS, engagement: ENGAGEMENT_STATUS, fee: FEE_TYPE }[kind][value];
  return id ? t(id) : value;
}
