/**
 * MFA_REQUIRED (issue 35): who must have a second factor. A user it holds who has none can, after
 * the password, only enroll one: the Bearer policy (bearer.ts) answers 403 mfa_enrollment_required
 * for every staff operation but those marked `mfaEnrollment` (enrolling, reading one's own factors,
 * one's own account, signing out).
 */
import type { MfaPolicy } from '../../config.js';
import type { UserRole } from '../../db/tables/foundation.js';

/** Whether the policy holds a user of this role to having a second factor. */
export function mfaRequiredFor(policy: MfaPolicy, role: UserRole): boolean {
  return policy === 'all' || (policy === 'admins' && role === 'admin');
}

/** Whether a user may use only the enrollment operations: the policy holds them and they have no factor. */
export function mustEnroll(policy: MfaPolicy, role: UserRole, hasSecondFactor: boolean): boolean {
  return !hasSecondFactor && mfaRequiredFor(policy, role);
}
