import { Type, type TSchema } from 'typebox';
import { ClientFields, ClientStatus, ClientType } from '../../shared/clients/schemas.js';
import { PersonLocale } from '../../shared/i18n/schemas.js';
import { PortalAccess } from '../../shared/portal/schemas.js';
import { Id, Instant, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Clients';

const RemindByEmail = Type.Boolean({
  default: false,
  description: 'Mail the client a reminder before each filing and schedule is due (REMINDER_DAYS, docs/automation.md); needs an email.',
});

export const Client = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    clientType: ClientType,
    companyId: Nullable(Type.Integer()),
    companyName: Nullable(Type.String(), "The company's name (read only)."),
    businessNumber: Nullable(Type.String()),
    address: Nullable(Type.String()),
    status: ClientStatus,
    notes: Nullable(Type.String()),
    sourceInquiryId: Nullable(Type.Integer(), 'The inquiry this client was converted from (read only).'),
    remindByEmail: Type.Boolean(),
    locale: PersonLocale,
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'Client' },
);

/** A client's fields as a create or a replacement sends them; they differ in the status only. */
function clientBody<S extends TSchema>(status: S) {
  return {
    name: ClientFields.name,
    email: Type.Optional(ClientFields.email),
    phone: Type.Optional(ClientFields.phone),
    clientType: ClientFields.clientType,
    companyId: Type.Optional(ClientFields.companyId),
    businessNumber: Type.Optional(ClientFields.businessNumber),
    address: Type.Optional(ClientFields.address),
    status,
    notes: Type.Optional(ClientFields.notes),
    remindByEmail: Type.Optional(RemindByEmail),
    locale: Type.Optional(PersonLocale),
  };
}

export const CreateClientRequest = Strict(clientBody(Type.Optional(Type.Enum(['active', 'inactive'], { default: 'active', description: 'active (default) | inactive' }))));

export const UpdateClientRequest = Strict(
  {
    ...clientBody(ClientFields.status),
    ...ReadOnlyFields(Client, ['id', 'companyName', 'sourceInquiryId', 'createdAt', 'updatedAt']),
    // GET /api/client/{id} adds the portal access, which the portal operations change.
    portal: Type.Optional(Strict(PortalAccess.properties, { readOnly: true, description: 'As GET returns it: accepted and ignored.' })),
  },
  { description: 'Replaces the client: optional fields left out become null (remindByEmail false). The read-only fields of a Client (as GET returns it) are accepted and ignored.' },
);

export const ClientSort = Type.Enum(['name', '-name', 'createdAt', '-createdAt'], {
  default: 'name',
  description: 'Order: name (default) or createdAt, "-" for descending; ties by id.',
});

export const ClientListQuery = Strict({
  ...PageQueryFields,
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the name, email, phone or business number.' })),
  status: Type.Optional(ClientStatus),
  clientType: Type.Optional(ClientType),
  companyId: Type.Optional(Id),
  sort: ClientSort,
});

export const ClientPage = Paginated(Client, 'PaginatedResponse<Client>');

export const ClientExportQuery = Strict(
  {
    search: ClientListQuery.properties.search,
    status: ClientListQuery.properties.status,
    clientType: ClientListQuery.properties.clientType,
    companyId: ClientListQuery.properties.companyId,
    sort: ClientListQuery.properties.sort,
  },
  { title: 'ClientExportQuery' },
);
