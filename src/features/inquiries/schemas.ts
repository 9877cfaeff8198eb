import { Type } from 'typebox';
import { ClientFields } from '../../shared/clients/schemas.js';
import {
  CalendarDate,
  Email,
  Instant,
  MultiLine,
  Nullable,
  PageQueryFields,
  Paginated,
  ReadOnlyFields,
  Phone,
  SingleLine,
  Strict,
} from '../../shared/http/schemas.js';

export const TAG = 'Inquiries';

/** The contact form's hidden field: people leave it empty, form-filling robots do not. */
export const HONEYPOT_FIELD = 'website';

export const InquiryStatus = Type.Enum(['new', 'in_progress', 'contacted', 'converted', 'closed', 'spam'], {
  description: 'new | in_progress | contacted | converted | closed | spam. `converted` is set only by convert-to-client, and is final.',
});

const contactFields = {
  name: SingleLine({ minLength: 1, maxLength: 100 }),
  email: Email,
  phone: Type.Optional(Nullable(Phone)),
  companyName: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 200 }))),
  subject: SingleLine({ minLength: 1, maxLength: 200 }),
  message: MultiLine({ minLength: 1, maxLength: 5000 }),
  serviceType: Type.Optional(
    Nullable(SingleLine({ minLength: 1, maxLength: 100, description: 'The service asked about (free text; a common-code value suits).' })),
  ),
};

const AdminMemo = Nullable(MultiLine({ maxLength: 10_000 }));

export const SubmitInquiryRequest = Strict(
  {
    ...contactFields,
    [HONEYPOT_FIELD]: Type.Optional(
      Type.String({ maxLength: 2000, description: 'Honeypot: render it hidden and leave it empty. A filled one is dropped silently.' }),
    ),
  },
  { description: 'The contact form.' },
);

export const SubmitInquiryResponse = Type.Object(
  { id: Type.Integer(), message: Type.String() },
  { description: 'Acknowledgement of the contact form.' },
);

export const Inquiry = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    companyName: Nullable(Type.String()),
    subject: Type.String(),
    message: Type.String(),
    serviceType: Nullable(Type.String()),
    status: InquiryStatus,
    adminMemo: Nullable(Type.String()),
    clientId: Nullable(Type.Integer(), 'The client created by conversion.'),
    convertedAt: Nullable(Instant),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'Inquiry' },
);

export const InquiryQuery = Strict(
  {
    ...PageQueryFields,
    status: Type.Optional(InquiryStatus),
    search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the name, email, phone or subject.' })),
    from: Type.Optional({ ...CalendarDate, description: "First day received (inclusive), in the firm's time zone." }),
    to: Type.Optional({ ...CalendarDate, description: "Last day received (inclusive), in the firm's time zone." }),
  },
  { title: 'InquiryQuery', description: 'InquiryQuery' },
);

export const InquiryPagedResponse = Paginated(Inquiry, 'InquiryPagedResponse: newest first');

export const UpdateStatusRequest = Strict({ status: InquiryStatus }, { description: 'UpdateStatusRequest' });

export const UpdateAdminMemoRequest = Strict({ adminMemo: AdminMemo }, { description: 'UpdateAdminMemoRequest (null clears it)' });

export const UpdateInquiryRequest = Strict(
  {
    ...contactFields,
    status: Type.Optional(InquiryStatus),
    adminMemo: Type.Optional(AdminMemo),
    ...ReadOnlyFields(Inquiry, ['id', 'clientId', 'convertedAt', 'createdAt', 'updatedAt']),
  },
  {
    description:
      'Replaces what the sender wrote (optional contact fields left out become null). status and adminMemo have ' +
      'their own operations: left out, they stay as they are. The read-only fields of an Inquiry (as GET returns it) are accepted and ignored; clientId may not change.',
  },
);

export const ConvertToClientRequest = Strict(
  {
    name: Type.Optional(ClientFields.name),
    email: Type.Optional(ClientFields.email),
    phone: Type.Optional(ClientFields.phone),
    clientType: Type.Optional(ClientFields.clientType),
    companyId: Type.Optional(ClientFields.companyId),
    businessNumber: Type.Optional(ClientFields.businessNumber),
    address: Type.Optional(ClientFields.address),
    status: Type.Optional(ClientFields.status),
    notes: Type.Optional(ClientFields.notes),
  },
  {
    description:
      "ConvertToClientRequest: overrides of the new client's fields. Left out: name, email and phone come from the " +
      'inquiry, clientType is business when the inquiry names a company (else individual), status is active, the rest null.',
  },
);

export const ConvertToClientResponse = Type.Object(
  { clientId: Type.Integer(), inquiryId: Type.Integer(), message: Type.String() },
  { description: 'ConvertToClientResponse' },
);
