/**
 * What `./access` gives the OpenAPI document: its named components. Read by the OpenAPI
 * generator (through `apis.ts`), never by the app.
 */
import {
  AffiliationPermissionSchema,
  AffiliationStatusSchema,
  CompanyAccessSchema,
  CompanyRoleSchema,
  PermissionListSchema,
} from './access';

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const accessComponents = {
  AffiliationPermissionSchema,
  AffiliationStatusSchema,
  CompanyAccessSchema,
  CompanyRoleSchema,
  PermissionListSchema,
};
