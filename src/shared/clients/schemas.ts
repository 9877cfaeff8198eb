import { Type } from 'typebox';
import { Email, Id, MultiLine, Nullable, Phone, SingleLine } from '../http/schemas.js';

export const ClientType = Type.Enum(['individual', 'business'], { description: 'individual | business' });
export const ClientStatus = Type.Enum(['active', 'inactive'], { description: 'active | inactive' });

/**
 * The fields a client is written with: by the client group's create and update, and as the
 * overrides of an inquiry's conversion (the tax practice groups read the same record).
 */
export const ClientFields = {
  name: SingleLine({ minLength: 1, maxLength: 200 }),
  email: Nullable(Email, 'Unique among clients that are not deleted (any letter case); stored lowercased.'),
  phone: Nullable(Phone),
  clientType: ClientType,
  companyId: Nullable(Id, 'A company of the company group.'),
  businessNumber: Nullable(SingleLine({ minLength: 1, maxLength: 50 })),
  address: Nullable(SingleLine({ minLength: 1, maxLength: 500 })),
  status: ClientStatus,
  notes: Nullable(MultiLine({ maxLength: 10_000 })),
};
