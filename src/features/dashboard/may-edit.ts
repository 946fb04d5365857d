import type { CompanyAccess } from '@/shared/contract/account/access';

/** Owners, admins and advisers with `editCompany` change markets and numbers (the service's rule). */
export const mayEditCompliance = (access: CompanyAccess | undefined): boolean =>
  access?.via === 'membership'
    ? access.role !== 'member'
    : access?.via === 'affiliation' && access.permissions.includes('editCompany');
