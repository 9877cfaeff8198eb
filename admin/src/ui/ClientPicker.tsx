import { api, unwrap } from '../api/client';
import type { AdminMessageId } from '../i18n/messages';
import { translate } from '../i18n/translate';
import { Combobox, type PickerProps, type PickSource } from './Combobox';

// The list shows the first matches by name; typing more narrows it, so no firm is too big for it.
const MATCHES = 10;

type Keys = Record<'number' | 'choose' | 'none' | 'failed' | 'count', AdminMessageId>;

/** A picker's source from its two lookups and its messages' keys, the messages read when shown (in the screen's language at that moment). */
function pickSource(search: PickSource['search'], nameOf: (id: number) => Promise<string | undefined>, keys: Keys): PickSource {
  return {
    search,
    nameOf: async (id) => (await nameOf(id)) ?? translate(keys.number, { id }),
    get chooseMessage() {
      return translate(keys.choose);
    },
    get noMatch() {
      return translate(keys.none);
    },
    get failedMessage() {
      return translate(keys.failed);
    },
    count: (n) => translate(keys.count, { count: n }),
  };
}

const CLIENTS = pickSource(
  async (search) => unwrap(await api.GET('/api/client', { params: { query: { search, page: 1, pageSize: MATCHES, sort: 'name' } } })).items.map(({ id, name }) => ({ id, name })),
  async (id) => (await api.GET('/api/client/{id}', { params: { path: { id } } })).data?.name,
  { number: 'picker.clientNumber', choose: 'picker.chooseClient', none: 'picker.noClient', failed: 'picker.clientsFailed', count: 'picker.clients' },
);

const COMPANIES = pickSource(
  async (search) => unwrap(await api.GET('/api/company', { params: { query: { search, page: 1, pageSize: MATCHES } } })).items.map(({ id, name }) => ({ id, name })),
  async (id) => (await api.GET('/api/company/{id}', { params: { path: { id } } })).data?.name,
  { number: 'picker.companyNumber', choose: 'picker.chooseCompany', none: 'picker.noCompany', failed: 'picker.companiesFailed', count: 'picker.companies' },
);

/** A client by typing their name (GET /api/client?search=). */
export function ClientPicker(props: PickerProps) {
  return <Combobox source={CLIENTS} {...props} />;
}

/** A company by typing its name or code (GET /api/company?search=). */
export function CompanyPicker(props: PickerProps) {
  return <Combobox source={COMPANIES} {...props} />;
}
