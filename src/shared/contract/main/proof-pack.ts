/**
 * PROOF-1: the marketplace proof pack of a company: every registration number it holds, per
 * country, stream and brand, with the register, a link to the register's public lookup where one
 * exists, as JSON (the page) and as PDF and CSV files.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema } from '../primitives';
import { StreamSchema } from '../reference';
import { EquipmentTypeSchema } from './producer-registrations';

export const ProofBrandSchema = v.object({
  brand: v.string(),
  /** German WEEE: ear registers each brand per equipment type; null elsewhere. */
  equipmentType: v.nullable(EquipmentTypeSchema),
  /** Applied: the register has not decided yet. */
  state: v.picklist(['applied', 'registered']),
});
export type ProofBrand = v.InferOutput<typeof ProofBrandSchema>;

export const ProofEntrySchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  /** The name the register prints before its numbers ('LUCID', 'WEEE-Reg.-Nr.', 'IDU'); null when the reference data knows none. */
  label: v.nullable(v.string()),
  number: v.string(),
  register: v.nullable(v.object({ name: v.string(), authority: v.string() })),
  /** The register's public lookup, where one exists; null: none known (say so). */
  lookupUrl: v.nullable(v.pipe(v.string(), v.url())),
  /** Whether a source confirmed the number's format. */
  formatVerified: v.boolean(),
  brands: v.array(ProofBrandSchema),
});
export type ProofEntry = v.InferOutput<typeof ProofEntrySchema>;

export const ProofPackSchema = v.object({
  companyId: v.string(),
  companyName: v.string(),
  /** The day it was put together (the service's today). */
  asOf: v.pipe(v.string(), v.isoDate()),
  entries: v.array(ProofEntrySchema),
});
export type ProofPack = v.InferOutput<typeof ProofPackSchema>;

export const PROOF_FILE_FORMATS = ['pdf', 'csv'] as const;

const fileEndpoint = (format: (typeof PROOF_FILE_FORMATS)[number]) =>
  endpoint({
    method: 'GET',
    path: `/companies/:companyId/proof-pack/file.${format}`,
    auth: 'bearer',
    query: { lang: { description: 'Language of headings and texts: de, en, es or fr' } },
    response: null,
    produces: format === 'pdf' ? 'application/pdf' : 'text/csv',
    errors: [404],
  });

export const proofPackEndpoints = {
  getProofPack: endpoint({
    method: 'GET',
    path: '/companies/:companyId/proof-pack',
    auth: 'bearer',
    response: ProofPackSchema,
    errors: [404],
  }),
  downloadProofPackPdf: fileEndpoint('pdf'),
  downloadProofPackCsv: fileEndpoint('csv'),
};
