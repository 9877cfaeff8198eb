/**
 * Where the forms' pick lists come from (issue 30.2): the firm's common codes, its people and a
 * client's contracts. A loader is one function per source, so a form re-rendering does not fetch
 * again; codes and people are fetched once per page load (they change rarely, and an admin who
 * edits a code sees it after a reload).
 */
import { api, unwrap } from '../api/client';
import { currentSettings } from '../i18n/settings';
import { translate } from '../i18n/translate';
import { formatDate } from './format';

export interface Choice {
  value: string;
  label: string;
}

export type ChoiceLoader = () => Promise<Choice[]>;


function once(load: ChoiceLoader): ChoiceLoader {
  let pending: Promise<Choice[]> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

const codeLoaders = new Map<string, ChoiceLoader>();

/** A common-code group's active codes in their order, labelled in the user's language (attributes.labels), else by name. */
export function codeChoices(group: string): ChoiceLoader {
  // Per language: the labels are read in the screen's language, which the Account page can change.
  const key = `${currentSettings().locale}:${group}`;
  let loader = codeLoaders.get(key);
  if (!loader) {
    loader = once(async () => {
      const { items } = unwrap(await api.GET('/api/commoncode/groups/{group}', { params: { path: { group }, query: { isActive: true } } }));
      const locale = currentSettings().locale;
      return items.map((code) => {
        const labels = (code.attributes?.labels ?? {}) as Partial<Record<string, unknown>>;
        const label = labels[locale];
        return { value: code.value, label: typeof label === 'string' && label ? label : code.name };
      });
    });
    codeLoaders.set(key, loader);
  }
  return loader;
}

/** The label of a stored code value (the value itself when the group has no such code). */
export async function codeLabel(group: string, value: string): Promise<string> {
  return (await codeChoices(group)()).find((choice) => choice.value === value)?.label ?? value;
}

/** Active users by name, the value their id (assignees). */
export const peopleChoices: ChoiceLoader = once(async () =>
  unwrap(await api.GET('/api/users/directory')).items.map((user) => ({ value: String(user.id), label: user.name })),
);

/** Active users by name, the value their name (an activity's consultant is stored as text). */
export const consultantChoices: ChoiceLoader = once(async () => (await peopleChoices()).map(({ label }) => ({ value: label, label })));

/** A client's contracts by title and period, the value their id; at most 100 (the newest first). */
export function contractChoices(clientId: number): ChoiceLoader {
  return async () =>
    unwrap(await api.GET('/api/contract/client/{clientId}', { params: { path: { clientId }, query: { page: 1, pageSize: 100 } } })).items.map((contract) => ({
      value: String(contract.id),
      label: `${contract.title} (${formatDate(contract.startDate)} – ${contract.endDate ? formatDate(contract.endDate) : translate('choices.openEnded')})`,
    }));
}
