import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import type { ConflictReason } from '@/shared/contract/account/reasons';

const TEAM_CONFLICTS = [
  'lastOwner',
  'alreadyMember',
  'alreadyInvited',
  'invitationUsed',
] as const satisfies readonly ConflictReason[];
type TeamConflict = (typeof TEAM_CONFLICTS)[number];

const isTeamConflict = (reason: string | undefined): reason is TeamConflict =>
  (TEAM_CONFLICTS as readonly (string | undefined)[]).includes(reason);

/** A conflict the service reported (409 with a reason), said in the user's words; else undefined. */
export function useConflictText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('team');
  return (error) =>
    isApiError(error) && isTeamConflict(error.reason) ? t(`conflicts.${error.reason}`) : undefined;
}
