import { api, unwrap } from '../api/client';
import { translate } from '../i18n/translate';
import { Combobox, type PickerProps, type PickSource } from './Combobox';

// The list shows the first matches by name; typing more narrows it, so no firm is too big for it.
const MATCHES = 10;

const CLIENTS: PickSource = {
  search: async (search) => unwrap(await api.GET('/api/client', { params: { query: { search, page: 1, pageSize: MATCHES, sort: 'name' } } })).items.map(({ id, name }) => ({ id, name })),
  nameOf: async (id) => (await api.GET('/api/client/{id}', { params: { path: { id } } })).data?.name ?? translate('picker.clientNumber', { id }),
  // Getters: read when shown, in the screen's language at that moment.
  get chooseMessage() {
    return translate('picker.chooseClient');
  },
  get noMatch() {
    return translate('picker.noClient');
  },
  get failedMessage() {
    return translate('picker.clientsFailed');
  },
  count: (n) => translate('picker.clients', { count: n }),
};

const COMPANIES: PickSource = {
  search: async (search) => unwrap(await api.GET('/api/company', { params: { query: { search, page: 1, pageSize: MATCHES } } })).items.map(({ id, name }) => ({ id, name })),
  nameOf: async (id) => (await api.GET('/api/company/{id}', { params: { path: { id } } })).data?.name ?? translate('picker.companyNumber', { id }),
  get chooseMessage() {
    return translate('picker.chooseCompany');
  },
  get noMatch() {
    return translate('picker.noCompany');
  },
  get failedMessage() {
    return translate('picker.companiesFailed');
  },
  count: (n) => translate('picker.companies', { count: n }),
};

/** A client by typing their name (GET /api/client?search=). */
export function ClientPicker(props: PickerProps) {
  return <Combobox source={CLIENTS} {...props} />;
}

/** A company by typing its name or code (GET /api/company?search=). */
export function CompanyPicker(props: PickerProps) {
  return <Combobox source={COMPANIES} {...props} />;
}
