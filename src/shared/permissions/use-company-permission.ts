import { useCurrentCompany } from '@/shared/api/use-current-company';
import { checkPermission, type CompanyAction } from '@/shared/contract/account/permissions';
import { useReasonText } from '@/shared/api/error-message';

/** How a screen treats an action of the current company (the contract's permission table). */
export interface PermissionView {
  /** The user may do it now. */
  allowed: boolean;
  /** This kind of access never may (an adviser and the team's affairs): leave the control out. */
  hidden: boolean;
  /** Why not, in the UI language, for a disabled control; null when allowed. */
  reason: string | null;
}

const LOADING: PermissionView = { allowed: false, hidden: true, reason: null };

/** What the signed-in user may do in the current company, by the contract's table. */
export function useCompanyPermissions(): (action: CompanyAction) => PermissionView {
  const { company } = useCurrentCompany();
  const reasonText = useReasonText();
  return (action) => {
    if (!company) return LOADING;
    const check = checkPermission(company.access, action);
    return check.allowed
      ? { allowed: true, hidden: false, reason: null }
      : { allowed: false, hidden: check.never, reason: reasonText(check.reason) };
  };
}
