/**
 * Who may do what in a company: one table, read by the account service (which answers 403 with
 * the reason) and by the screens (which hide what an access can never do and disable, with the
 * reason, what it cannot do now). The README prints it.
 */
import type { AffiliationPermission, CompanyAccess, CompanyRole } from './access';
import type { DenialReason } from './reasons';

export const COMPANY_ACTIONS = [
  'viewCompany',
  'editCompany',
  'deleteCompany',
  'viewMembers',
  'removeMembers',
  'removeOwners',
  'leaveCompany',
  'viewInvitations',
  'invite',
  'inviteOwners',
  'revokeInvitations',
  'viewAdvisers',
  'manageAdvisers',
  'editCompliance',
  'fileReports',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

export interface PermissionRule {
  /** Member roles that may. */
  roles: readonly CompanyRole[];
  /**
   * What an adviser's affiliation must include; `always` for every active affiliation, `never`
   * when advisers never may (they are not part of the team).
   */
  adviser: AffiliationPermission | 'always' | 'never';
  /** The reason a member whose role may not gets. */
  denied: DenialReason;
}

const OWNER_ADMIN: readonly CompanyRole[] = ['owner', 'admin'];
const EVERY_ROLE: readonly CompanyRole[] = ['owner', 'admin', 'member'];

export const PERMISSIONS: Readonly<Record<CompanyAction, PermissionRule>> = {
  viewCompany: { roles: EVERY_ROLE, adviser: 'always', denied: 'teamOnly' },
  editCompany: { roles: OWNER_ADMIN, adviser: 'editCompany', denied: 'managersOnly' },
  deleteCompany: { roles: ['owner'], adviser: 'never', denied: 'ownersOnly' },
  viewMembers: { roles: EVERY_ROLE, adviser: 'never', denied: 'teamOnly' },
  removeMembers: { roles: OWNER_ADMIN, adviser: 'never', denied: 'managersOnly' },
  removeOwners: { roles: ['owner'], adviser: 'never', denied: 'ownersOnly' },
  leaveCompany: { roles: EVERY_ROLE, adviser: 'never', denied: 'teamOnly' },
  viewInvitations: { roles: EVERY_ROLE, adviser: 'never', denied: 'teamOnly' },
  invite: { roles: OWNER_ADMIN, adviser: 'never', denied: 'managersOnly' },
  inviteOwners: { roles: ['owner'], adviser: 'never', denied: 'ownersOnly' },
  revokeInvitations: { roles: OWNER_ADMIN, adviser: 'never', denied: 'managersOnly' },
  viewAdvisers: { roles: EVERY_ROLE, adviser: 'never', denied: 'teamOnly' },
  manageAdvisers: { roles: OWNER_ADMIN, adviser: 'never', denied: 'managersOnly' },
  /** Markets and registration numbers (main API). */
  editCompliance: { roles: OWNER_ADMIN, adviser: 'editCompany', denied: 'managersOnly' },
  /** Quantity reports and filed reports (main API). */
  fileReports: { roles: EVERY_ROLE, adviser: 'submitReports', denied: 'teamOnly' },
};

export type PermissionCheck =
  | { allowed: true }
  /** `never`: this kind of access never may (hide it); otherwise not now (disable, say why). */
  | { allowed: false; never: boolean; reason: DenialReason };

/** May this access do `action`? */
export function checkPermission(access: CompanyAccess, action: CompanyAction): PermissionCheck {
  const rule = PERMISSIONS[action];
  if (access.via === 'membership') {
    return rule.roles.includes(access.role)
      ? { allowed: true }
      : { allowed: false, never: false, reason: rule.denied };
  }
  if (rule.adviser === 'always') return { allowed: true };
  if (rule.adviser === 'never') return { allowed: false, never: true, reason: 'teamOnly' };
  return access.permissions.includes(rule.adviser)
    ? { allowed: true }
    : { allowed: false, never: false, reason: 'adviserPermissionMissing' };
}
