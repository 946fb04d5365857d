/** Who reaches a company how: roles of members and permissions of advisers. */
import * as v from 'valibot';

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export const CompanyRoleSchema = v.picklist(COMPANY_ROLES, 'invalid');
export type CompanyRole = v.InferOutput<typeof CompanyRoleSchema>;

/** What an adviser may do for a client company. */
export const AFFILIATION_PERMISSIONS = [
  'viewCompany',
  'editCompany',
  'submitReports',
  'manageDocuments',
] as const;
export const AffiliationPermissionSchema = v.picklist(AFFILIATION_PERMISSIONS, 'invalid');
export type AffiliationPermission = v.InferOutput<typeof AffiliationPermissionSchema>;

export const AFFILIATION_STATUSES = ['pending', 'active', 'revoked'] as const;
export const AffiliationStatusSchema = v.picklist(AFFILIATION_STATUSES, 'invalid');
export type AffiliationStatus = v.InferOutput<typeof AffiliationStatusSchema>;

/** At least one permission, each once. */
export const PermissionListSchema = v.pipe(
  v.array(AffiliationPermissionSchema, 'invalid'),
  v.minLength(1, 'required'),
  v.transform((list) => [...new Set(list)]),
);

/** How the signed-in user reaches a company: a membership, or their adviser firm's affiliation. */
export const CompanyAccessSchema = v.variant('via', [
  v.object({ via: v.literal('membership'), role: CompanyRoleSchema }),
  v.object({
    via: v.literal('affiliation'),
    affiliationId: v.string(),
    proId: v.string(),
    permissions: v.array(AffiliationPermissionSchema),
  }),
]);
export type CompanyAccess = v.InferOutput<typeof CompanyAccessSchema>;
