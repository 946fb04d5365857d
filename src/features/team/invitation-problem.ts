/** Why an invitation link can no longer be used: from the service's answer or the invitation's state. */
import { isErrorKind, reasonOf } from '@/shared/api/api-error';
import type { ErrorReason } from '@/shared/contract/account/reasons';
import type { ReceivedInvitation } from '@/shared/contract/account/team';

export type Problem = 'unknown' | 'used' | 'expired' | 'withdrawn' | 'declined';

/** The conflicts (410) that end an invitation, by the reason the service gave. */
const PROBLEM_OF_REASON: Partial<Record<ErrorReason, Problem>> = {
  invitationUsed: 'used',
  invitationExpired: 'expired',
  invitationWithdrawn: 'withdrawn',
  invitationDeclined: 'declined',
};

export function problemOf(error: unknown): Problem | null {
  if (isErrorKind(error, 'notFound')) return 'unknown';
  const reason = reasonOf(error);
  return (reason && PROBLEM_OF_REASON[reason]) ?? null;
}

export function statusProblem(status: ReceivedInvitation['status'] | undefined): Problem | null {
  if (status === 'accepted') return 'used';
  if (status === 'revoked') return 'withdrawn';
  if (status === 'expired' || status === 'declined') return status;
  return null;
}
