import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AdminMessageId } from '../../i18n/messages';
import { useT } from '../../i18n/translate';
import { useSession } from '../../session/useSession';
import { useQueryParams } from '../../ui/useQueryParams';
import { ActivitiesSection } from './ActivitiesSection';
import { ContractsSection } from './ContractsSection';
import { DocumentsSection } from './DocumentsSection';
import { FilingsSection } from './FilingsSection';
import { HistorySection } from './HistorySection';
import { RevenueSection } from './RevenueSection';
import { SchedulesSection } from './SchedulesSection';
import { TaxProfileSection } from './TaxProfileSection';

const TABS = [
  ['details', 'tab.details'],
  ['profile', 'tab.profile'],
  ['schedules', 'tab.schedules'],
  ['filings', 'tab.filings'],
  ['contracts', 'tab.contracts'],
  ['activities', 'tab.activities'],
  ['revenue', 'tab.revenue'],
  ['documents', 'tab.documents'],
  ['history', 'tab.history'],
] as const satisfies ReadonlyArray<readonly [string, AdminMessageId]>;

type Tab = (typeof TABS)[number][0];

/**
 * A client's whole file on one page, one tab per kind of record. The tab is in the URL (?tab=), so
 * a reload or a shared link opens the same one; arrow keys move between tabs as in any tab list.
 */
export function ClientFile({ clientId, details }: { clientId: number; details: ReactNode }) {
  const t = useT();
  const { params, update } = useQueryParams();
  const session = useSession();
  // The audit log is the admins' (the server answers 403 to staff): staff have no History tab.
  const tabs = TABS.filter(([key]) => key !== 'history' || session.role === 'admin');
  const requested = params.get('tab');
  const current: Tab = tabs.find(([key]) => key === requested)?.[0] ?? 'details';
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});

  function select(tab: Tab) {
    update({ tab: tab === 'details' ? undefined : tab });
    buttons.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex(([key]) => key === current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length]![0]);
  }

  const panels: Record<Tab, ReactNode> = {
    details,
    profile: <TaxProfileSection clientId={clientId} />,
    schedules: <SchedulesSection clientId={clientId} />,
    filings: <FilingsSection clientId={clientId} />,
    contracts: <ContractsSection clientId={clientId} />,
    activities: <ActivitiesSection clientId={clientId} />,
    revenue: <RevenueSection clientId={clientId} />,
    documents: <DocumentsSection clientId={clientId} />,
    history: <HistorySection clientId={clientId} />,
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('tab.label')} onKeyDown={onKeyDown}>
        {tabs.map(([key, label]) => (
          <button
            key={key}
            ref={(element) => {
              buttons.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={key === current}
            aria-controls={`panel-${key}`}
            tabIndex={key === current ? 0 : -1}
            onClick={() => select(key)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} tabIndex={0} className="tabpanel">
        {panels[current]}
      </div>
    </>
  );
}
