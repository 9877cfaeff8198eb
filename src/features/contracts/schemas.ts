import { Type } from 'typebox';
import { CalendarDate, Id, Instant, Money, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';
import { LetterStatus } from '../engagement-letters/schemas.js';

export const TAG = 'Contracts';

export const FeeType = Type.Enum(['fixed', 'hourly', 'retainer'], { description: 'fixed | hourly | retainer' });
export const ContractStatus = Type.Enum(['draft', 'active', 'completed', 'terminated'], { description: 'draft | active | completed | terminated' });

const contractFields = {
  title: SingleLine({ minLength: 1, maxLength: 200 }),
  contractNumber: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 50, description: 'Unique among contracts that are not deleted.' }))),
  serviceType: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 100, description: 'e.g. bookkeeping, tax_filing, advisory.' }))),
  feeType: FeeType,
  feeAmount: Type.Optional(Nullable(Money)),
  startDate: CalendarDate,
  endDate: Type.Optional(Nullable(CalendarDate, 'On or after startDate.')),
  status: Type.Optional(ContractStatus),
  signedAt: Type.Optional(Nullable(Instant)),
  notes: Type.Optional(Nullable(MultiLine({ maxLength: 10_000 }))),
};

export const CreateContractRequest = Strict({ clientId: Id, ...contractFields });

export const Contract = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    clientId: Type.Integer({ description: 'Set on create; a contract stays with its client.' }),
    clientName: Type.String({ readOnly: true, description: "The client's name." }),
    title: Type.String(),
    contractNumber: Nullable(Type.String()),
    serviceType: Nullable(Type.String()),
    feeType: FeeType,
    feeAmount: Nullable(Type.Number()),
    startDate: CalendarDate,
    endDate: Nullable(CalendarDate),
    status: ContractStatus,
    signedAt: Nullable(Instant),
    notes: Nullable(Type.String()),
    createdAt: Type.String({ ...Instant, readOnly: true }),
    updatedAt: Type.String({ ...Instant, readOnly: true }),
  },
  { description: 'Contract' },
);

export const UpdateContractRequest = Strict(
  { ...contractFields, status: ContractStatus, ...ReadOnlyFields(Contract, ['id', 'clientId', 'clientName', 'createdAt', 'updatedAt']) },
  { description: 'Replaces the contract (its client stays): optional fields left out become null; status is required. The read-only fields of a Contract (as GET returns it) are accepted and ignored.' },
);

export const ContractPage = Paginated(Contract, 'PaginatedResponse<Contract>');

/** A contract in its client's list, with its newest engagement letter (staff's follow-up at a glance). */
export const ClientContract = Type.Object(
  {
    ...Contract.properties,
    letter: Nullable(
      Type.Object({
        status: LetterStatus,
        sentAt: Instant,
      }),
      'The newest engagement letter sent for the contract (a withdrawn one too); null when none was sent.',
    ),
  },
  { description: 'ClientContract' },
);

export const ClientContractPage = Paginated(ClientContract, 'PaginatedResponse<ClientContract>');

export const ContractListQuery = Strict({
  ...PageQueryFields,
  clientId: Type.Optional(Id),
  status: Type.Optional(ContractStatus),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
});

export const ClientContractsQuery = Strict({ ...PageQueryFields, status: Type.Optional(ContractStatus) });

export const ClientIdParams = Strict({ clientId: Id });
