import type { CompanyAccess } from '@/shared/contract/account/access';
import { checkPermission } from '@/shared/contract/account/permissions';

/** Markets and registration numbers: the permission table's `editCompliance`. */
export const mayEditCompliance = (access: CompanyAccess | undefined): boolean =>
  access !== undefined && checkPermission(access, 'editCompliance').allowed;

/** Filed reports: the permission table's `fileReports`. */
export const mayFileReports = (access: CompanyAccess | undefined): boolean =>
  access !== undefined && checkPermission(access, 'fileReports').allowed;
