/**
 * Words for every status and type the API sends (issue 30.3): each list of the generated
 * admin/src/api/enums.ts has a prefix here, and each of its values a message `<prefix>.<value>` in
 * locales/<lang>/admin.json. src/shared/i18n/catalogs.test.ts fails when a list has no prefix or a
 * value no message, so a status added on the server cannot reach the screen as a machine word.
 */
import type { IntlShape } from 'react-intl';
import type * as Enums from '../api/enums';
import type { AdminMessageId } from './messages';

export const ENUM_LABEL_PREFIXES = {
  CLIENT_STATUSES: 'enum.clientStatus',
  CLIENT_TYPES: 'enum.clientType',
  INQUIRY_STATUSES: 'enum.inquiryStatus',
  SETTABLE_INQUIRY_STATUSES: 'enum.inquiryStatus',
  FILING_STATUSES: 'enum.filingStatus',
  CONTRACT_STATUSES: 'enum.contractStatus',
  FEE_TYPES: 'enum.feeType',
  RECURRENCES: 'enum.recurrence',
  RISK_LEVELS: 'enum.riskLevel',
  POST_STATUSES: 'enum.postStatus',
  POST_LIST_STATUSES: 'enum.postStatus',
  MAIL_STATUSES: 'enum.mailStatus',
  LOG_LEVELS: 'enum.logLevel',
  ROLES: 'enum.role',
  FORMULA_STATUSES: 'enum.formulaStatus',
  DEADLINE_STATES: 'enum.deadlineState',
  DEADLINE_KINDS: 'enum.deadlineKind',
  DOCUMENT_REQUEST_STATUSES: 'enum.documentRequestStatus',
  LETTER_STATUSES: 'enum.letterStatus',
} as const satisfies Record<keyof typeof Enums, string>;

export type EnumList = keyof typeof ENUM_LABEL_PREFIXES;

/** A value's words ("in_progress" -> "In progress" / "진행 중"); an unknown value shows as it is. */
export function enumLabel(intl: IntlShape, list: EnumList, value: string): string {
  const id = `${ENUM_LABEL_PREFIXES[list]}.${value}` as AdminMessageId;
  return intl.messages[id] === undefined ? value : intl.formatMessage({ id });
}
