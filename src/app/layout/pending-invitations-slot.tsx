import { lazy, Suspense } from 'react';
import { useGetUserQuery } from '@/shared/api/user-api';

// Its own chunk, loaded only for a user with an open invitation: most sessions never need it.
const PendingInvitations = lazy(() =>
  import(/* webpackChunkName: "pending-invitations" */ '@/features/team/pending-invitations').then(
    (m) => ({ default: m.PendingInvitations }),
  ),
);

/**
 * The signed-in user's open invitations above every page of the app (UX-8): the companies page a
 * user without a company lands on, and the dashboard of one who has companies.
 */
export function PendingInvitationsSlot() {
  const { currentData: user } = useGetUserQuery();
  const invitations = user?.pendingInvitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingInvitations invitations={invitations} />
    </Suspense>
  );
}
