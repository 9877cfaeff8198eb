// Generated from the OpenAPI document by `npm run api:types` (scripts/api-enums.ts). Do not edit.
import type { paths } from './schema';

export const CLIENT_STATUSES = ['active', 'inactive'] as const satisfies ReadonlyArray<paths['/api/client/{id}']['get']['responses'][200]['content']['application/json']['status']>;
export const CLIENT_TYPES = ['individual', 'business'] as const satisfies ReadonlyArray<paths['/api/client/{id}']['get']['responses'][200]['content']['application/json']['clientType']>;
export const INQUIRY_STATUSES = ['new', 'in_progress', 'contacted', 'converted', 'closed', 'spam'] as const satisfies ReadonlyArray<paths['/api/inquiry/{id}']['get']['responses'][200]['content']['application/json']['status']>;
export const SETTABLE_INQUIRY_STATUSES = ['new', 'in_progress', 'contacted', 'converted', 'closed', 'spam'] as const satisfies ReadonlyArray<paths['/api/inquiry/{id}/status']['put']['requestBody']['content']['application/json']['status']>;
export const DOCUMENT_REQUEST_STATUSES = ['open', 'submitted', 'accepted', 'rejected'] as const satisfies ReadonlyArray<paths['/api/client/{id}/document-requests']['get']['responses'][200]['content']['application/json']['items'][number]['status']>;
export const FILING_STATUSES = ['draft', 'in_progress', 'filed', 'accepted', 'rejected', 'amended'] as const satisfies ReadonlyArray<paths['/api/taxfiling/{id}']['get']['responses'][200]['content']['application/json']['status']>;
export const CONTRACT_STATUSES = ['draft', 'active', 'completed', 'terminated'] as const satisfies ReadonlyArray<paths['/api/contract/{id}']['get']['responses'][200]['content']['application/json']['status']>;
export const FEE_TYPES = ['fixed', 'hourly', 'retainer'] as const satisfies ReadonlyArray<paths['/api/contract/{id}']['get']['responses'][200]['content']['application/json']['feeType']>;
export const RECURRENCES = ['monthly', 'quarterly', 'yearly'] as const satisfies ReadonlyArray<NonNullable<paths['/api/taxfilingschedule/{id}']['get']['responses'][200]['content']['application/json']['recurrence']>>;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const satisfies ReadonlyArray<paths['/api/taxprofile/client/{clientId}']['get']['responses'][200]['content']['application/json']['riskLevel']>;
export const POST_STATUSES = ['draft', 'published', 'archived'] as const satisfies ReadonlyArray<paths['/api/blog/admin/{id}']['get']['responses'][200]['content']['application/json']['status']>;
export const POST_LIST_STATUSES = ['draft', 'published', 'scheduled'] as const satisfies ReadonlyArray<NonNullable<NonNullable<paths['/api/blog/admin']['get']['parameters']['query']>['status']>>;
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const satisfies ReadonlyArray<NonNullable<NonNullable<paths['/api/mail/outbox']['get']['parameters']['query']>['status']>>;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const satisfies ReadonlyArray<paths['/api/clientlog']['post']['requestBody']['content']['application/json']['entries'][number]['level']>;
export const ROLES = ['admin', 'staff'] as const satisfies ReadonlyArray<paths['/api/users']['get']['responses'][200]['content']['application/json']['items'][number]['role']>;
export const FORMULA_STATUSES = ['draft', 'active', 'deprecated', 'retired'] as const satisfies ReadonlyArray<paths['/api/formulas/{formulaId}/status']['put']['requestBody']['content']['application/json']['status']>;
export const DEADLINE_STATES = ['open', 'overdue', 'done', 'all'] as const satisfies ReadonlyArray<NonNullable<NonNullable<paths['/api/deadlines']['get']['parameters']['query']>['state']>>;
export const DEADLINE_KINDS = ['filing', 'schedule'] as const satisfies ReadonlyArray<paths['/api/deadlines']['get']['responses'][200]['content']['application/json']['items'][number]['kind']>;
export const LETTER_STATUSES = ['sent', 'viewed', 'signed', 'declined', 'withdrawn'] as const satisfies ReadonlyArray<paths['/api/contract/{id}/engagement-letter']['get']['responses'][200]['content']['application/json']['status']>;
