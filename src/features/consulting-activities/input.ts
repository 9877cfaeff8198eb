import type { Static } from 'typebox';
import type { ActivityInput } from './repository.js';
import type { CreateActivityRequest } from './schemas.js';

export function activityInput(body: Omit<Static<typeof CreateActivityRequest>, 'clientId'>): ActivityInput {
  return {
    contractId: body.contractId ?? null,
    activityDate: body.activityDate,
    activityType: body.activityType,
    subject: body.subject,
    notes: body.notes ?? null,
    durationMinutes: body.durationMinutes ?? null,
    consultant: body.consultant ?? null,
    billable: body.billable ?? true,
  };
}
