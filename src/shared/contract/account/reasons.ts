/**
 * The reason codes of the account service's refusals and conflicts, which error answers carry
 * (`reason`) and the screens translate. Apart from the permission table, so the first chunk
 * (which reads error answers) does not carry the table.
 */
/** Why the service refused a request (403), a code the screens translate. */
export const DENIAL_REASONS = [
  'ownersOnly',
  'managersOnly',
  'teamOnly',
  'adviserPermissionMissing',
  'adviserOnly',
  'platformAdminsOnly',
  /** The main API: the service's feature flag is off for this user (TRUST-3). */
  'featureDisabled',
  /** The sign-in is too old for this change (e-mail address): sign in again first (TRUST-10). */
  'recentSignInRequired',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];

/** Why the service refused a change that conflicts with the current state (409, 410). */
export const CONFLICT_REASONS = [
  'lastOwner',
  'soleOwner',
  'alreadyMember',
  'alreadyInvited',
  'alreadyAffiliated',
  'affiliationEnded',
  'invitationUsed',
  'invitationExpired',
  'invitationWithdrawn',
  'invitationDeclined',
  /** The main API: an order for the same country and stream is still running (TRUST-4). */
  'orderRunning',
  /** The main API: a licence draft for the same country and year is open already (UX-4). */
  'draftOpen',
] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/**
 * Every `reason` an error answer may carry: refusals, conflicts, and `rateLimited` (a 429 of a
 * mail-sending endpoint, TRUST-8). The screens have a text for each (`common`, `errors.reasons`).
 */
export const ERROR_REASONS = [...DENIAL_REASONS, ...CONFLICT_REASONS, 'rateLimited'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];
