import { api, unwrap } from '../api/client';
import { Combobox, type PickerProps, type PickSource } from './Combobox';

// The list shows the first matches by name; typing more narrows it, so no firm is too big for it.
const MATCHES = 10;

const CLIENTS: PickSource = {
  search: async (search) => unwrap(await api.GET('/api/client', { params: { query: { search, page: 1, pageSize: MATCHES, sort: 'name' } } })).items.map(({ id, name }) => ({ id, name })),
  nameOf: async (id) => (await api.GET('/api/client/{id}', { params: { path: { id } } })).data?.name ?? `Client #${id}`,
  chooseMessage: 'Choose a client from the list.',
  noMatch: 'No client matches.',
  failedMessage: 'Loading clients failed.',
  count: (n) => `${n} clients`,
};

const COMPANIES: PickSource = {
  search: async (search) => unwrap(await api.GET('/api/company', { params: { query: { search, page: 1, pageSize: MATCHES } } })).items.map(({ id, name }) => ({ id, name })),
  nameOf: async (id) => (await api.GET('/api/company/{id}', { params: { path: { id } } })).data?.name ?? `Company #${id}`,
  chooseMessage: 'Choose a company from the list.',
  noMatch: 'No company matches.',
  failedMessage: 'Loading companies failed.',
  count: (n) => `${n} companies`,
};

/** A client by typing their name (GET /api/client?search=). */
export function ClientPicker(props: PickerProps) {
  return <Combobox source={CLIENTS} {...props} />;
}

/** A company by typing its name or code (GET /api/company?search=). */
export function CompanyPicker(props: PickerProps) {
  return <Combobox source={COMPANIES} {...props} />;
}
