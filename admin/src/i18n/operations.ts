/**
 * An audit operation in words (issue 30.3): "client.update" -> "Client updated" / "고객 수정".
 * An operation with a message of its own (audit.op.<operation>: sign-ins, passkeys…) reads it;
 * others are their record type's name and their verb (audit.record.<type>, audit.verb.<verb>); an
 * operation the catalog does not know shows as it is, never as a message key.
 */
import type { IntlShape } from 'react-intl';
import { enumLabel, type EnumList } from './labels';
import type { AdminMessageId } from './messages';

export function operationLabel(intl: IntlShape, operation: string): string {
  const has = (id: string): id is AdminMessageId => (intl.messages as Record<string, unknown>)[id] !== undefined;
  const own = `audit.op.${operation}`;
  if (has(own)) return intl.formatMessage({ id: own });
  const dot = operation.indexOf('.');
  const record = `audit.record.${operation.slice(0, dot)}`;
  const verb = `audit.verb.${operation.slice(dot + 1)}`;
  if (dot > 0 && has(record) && has(verb)) return intl.formatMessage({ id: 'audit.operation' }, { record: intl.formatMessage({ id: record }), verb: intl.formatMessage({ id: verb }) });
  return operation;
}

/** A record type in words ("tax_filing" -> "Filing"), else as it is. */
export function recordTypeLabel(intl: IntlShape, recordType: string): string {
  const id = `audit.record.${recordType}`;
  return (intl.messages as Record<string, unknown>)[id] === undefined ? recordType : intl.formatMessage({ id: id as AdminMessageId });
}

/** A changed field of an audit entry in words ("dueDate" -> "Due date" / "마감일"), else as it is. */
export function fieldLabel(intl: IntlShape, field: string): string {
  const id = `audit.field.${field}`;
  return (intl.messages as Record<string, unknown>)[id] === undefined ? field : intl.formatMessage({ id: id as AdminMessageId });
}

/*
 * Which list a changed field's values come from, per record type (the part of the operation
 * before the dot): "status" is a client's, a filing's or a contract's. A value of a listed field
 * shows by its words; anything else as it was stored.
 */
const VALUE_LISTS: Record<string, Partial<Record<string, EnumList>>> = {
  client: { status: 'CLIENT_STATUSES', clientType: 'CLIENT_TYPES' },
  inquiry: { status: 'INQUIRY_STATUSES' },
  tax_filing: { status: 'FILING_STATUSES' },
  tax_filing_schedule: { recurrence: 'RECURRENCES' },
  tax_profile: { riskLevel: 'RISK_LEVELS' },
  contract: { status: 'CONTRACT_STATUSES', feeType: 'FEE_TYPES' },
  blog_post: { status: 'POST_STATUSES' },
  user: { role: 'ROLES' },
  formula: { status: 'FORMULA_STATUSES' },
};

/** A changed value as a person reads it: a status or type by its words, empty as ∅. */
export function changeValueLabel(intl: IntlShape, operation: string, field: string, value: unknown): string {
  if (value === null || value === undefined) return '∅';
  const list = VALUE_LISTS[operation.split('.')[0] ?? '']?.[field];
  if (list && typeof value === 'string') return enumLabel(intl, list, value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
