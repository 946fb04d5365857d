/** Adviser firms ('pros') and their affiliations with client companies. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../primitives';
import {
  AffiliationPermissionSchema,
  AffiliationStatusSchema,
  PermissionListSchema,
} from './access';

/** Services an adviser firm offers (shown in the pro directory). */
export const PRO_SERVICES = [
  'authorisedRepresentative',
  'packagingRegistration',
  'packagingLicensing',
  'quantityReporting',
  'completenessDeclaration',
  'weeeRegistration',
  'batteryRegistration',
  'textilesEpr',
  'nieNifApplication',
  'taxAdvice',
] as const;

/** An adviser firm. `code` is its professional register code, unique within its country. */
export const ProSchema = v.object({
  id: IdSchema,
  name: v.string(),
  country: v.string(),
  code: v.string(),
  city: v.string(),
  services: v.array(v.picklist(PRO_SERVICES)),
});
export type Pro = v.InferOutput<typeof ProSchema>;

/** A client company of an adviser firm, as the firm's own users see it (their workspace). */
export const ProClientSchema = v.object({
  affiliationId: IdSchema,
  companyId: v.string(),
  companyName: v.string(),
  country: v.string(),
  city: v.string(),
  status: AffiliationStatusSchema,
  permissions: v.array(AffiliationPermissionSchema),
  /** When the company asked. */
  createdAt: TimestampSchema,
});
export type ProClient = v.InferOutput<typeof ProClientSchema>;

/** A firm's detail; `clients` (every affiliation, any status) only for the firm's own users. */
export const ProDetailSchema = v.object({
  ...ProSchema.entries,
  clients: v.optional(v.array(ProClientSchema)),
});
export type ProDetail = v.InferOutput<typeof ProDetailSchema>;

export const ProAffiliationSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  proId: v.string(),
  /** The adviser firm's name, for lists. */
  proName: v.string(),
  status: AffiliationStatusSchema,
  permissions: v.array(AffiliationPermissionSchema),
  createdAt: TimestampSchema,
});
export type ProAffiliation = v.InferOutput<typeof ProAffiliationSchema>;

export const AffiliationInputSchema = v.object({
  proId: v.pipe(v.string('invalid'), v.nonEmpty('required')),
  permissions: PermissionListSchema,
});
export type AffiliationInput = v.InferInput<typeof AffiliationInputSchema>;

/** Owners and admins change permissions or revoke; the adviser accepts (`active`) or ends it. */
export const AffiliationUpdateSchema = v.pipe(
  v.object({
    status: v.optional(AffiliationStatusSchema),
    permissions: v.optional(PermissionListSchema),
  }),
  v.forward(
    v.check((u) => u.status !== undefined || u.permissions !== undefined, 'required'),
    ['status'],
  ),
);
export type AffiliationUpdate = v.InferInput<typeof AffiliationUpdateSchema>;

export const adviserEndpoints = {
  getAffiliations: endpoint({
    method: 'GET',
    path: '/companies/:id/affiliations',
    auth: 'bearer',
    response: v.array(ProAffiliationSchema),
    errors: [404],
  }),
  createAffiliation: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/companies/:id/affiliations',
    auth: 'bearer',
    body: AffiliationInputSchema,
    response: ProAffiliationSchema,
    status: 201,
    errors: [400, 404, 409],
  }),
  updateAffiliation: endpoint({
    method: 'PUT',
    path: '/companies/:id/affiliations/:affiliationId',
    auth: 'bearer',
    body: AffiliationUpdateSchema,
    response: ProAffiliationSchema,
    errors: [400, 404, 409],
  }),
  deleteAffiliation: endpoint({
    method: 'DELETE',
    path: '/companies/:id/affiliations/:affiliationId',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
  }),
  getPros: endpoint({
    method: 'GET',
    path: '/pros',
    auth: 'bearer',
    query: {
      query: { description: 'text the firm’s name or city contains' },
      country: { description: 'ISO 3166-1 alpha-2 country of the firm' },
    },
    response: v.array(ProSchema),
  }),
  getPro: endpoint({
    method: 'GET',
    path: '/pros/:country/:code',
    auth: 'bearer',
    response: ProDetailSchema,
    errors: [404],
  }),
};
