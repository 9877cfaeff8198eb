import { toInstant } from '../../shared/dates.js';
import { ValidationError } from '../../shared/errors.js';
import type { AnnouncementInput } from './repository.js';

/** Instants are stored in UTC; a window must end after it starts. */
export function announcementInput(body: {
  title: string;
  content: string;
  isPinned?: boolean;
  sortOrder?: number;
  isPublished?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}): AnnouncementInput {
  const startsAt = body.startsAt ? toInstant(body.startsAt) : null;
  const endsAt = body.endsAt ? toInstant(body.endsAt) : null;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    throw ValidationError.field('endsAt', 'must be after startsAt', 'invalid_window');
  }
  return {
    title: body.title,
    content: body.content,
    isPinned: body.isPinned ?? false,
    sortOrder: body.sortOrder ?? 0,
    isPublished: body.isPublished ?? true,
    startsAt,
    endsAt,
  };
}
