/** Platform administration: the company search, with each company's members. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../primitives';
import { CompanyRoleSchema } from './access';

/** A member of a company, as administrators see it. */
export const AdminMemberSchema = v.object({
  userId: v.string(),
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  role: CompanyRoleSchema,
});

/** A row of the admin company search. */
export const AdminCompanySchema = v.object({
  id: IdSchema,
  name: v.string(),
  legalForm: v.string(),
  country: v.string(),
  city: v.string(),
  vatId: v.nullable(v.string()),
  needsUpdate: v.boolean(),
  createdAt: TimestampSchema,
  memberCount: v.number(),
  ownerEmails: v.array(v.string()),
  /** Owners first, then admins, then members. */
  members: v.array(AdminMemberSchema),
});
export type AdminCompany = v.InferOutput<typeof AdminCompanySchema>;

export const adminEndpoints = {
  searchAdminCompanies: endpoint({
    method: 'GET',
    path: '/admin/companies',
    auth: 'bearer',
    query: { query: { description: 'text to look for', required: true } },
    response: v.array(AdminCompanySchema),
  }),
};
