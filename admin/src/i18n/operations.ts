/**
 * An audit operation in words (issue 30.3): "client.update" -> "Client updated" / "고객 수정".
 * An operation with a message of its own (audit.op.<operation>: sign-ins, passkeys…) reads it;
 * others are their record type's name and their verb (audit.record.<type>, audit.verb.<verb>); an
 * operation the catalog does not know shows as it is, never as a message key.
 */
import type { IntlShape } from 'react-intl';
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
