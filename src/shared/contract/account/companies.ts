/** Companies: what a client sends to create or change one, and what the service answers. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  CountryCodeSchema,
  EmailSchema,
  IdSchema,
  TimestampSchema,
  requiredText,
} from '../primitives';
import { CompanyAccessSchema } from './access';

/** The application id the web app uses for `GET /applications/{id}/companies`. */
export const APPLICATION_ID = 'epr-web';

/**
 * VAT identification numbers of the countries whose format is checked (EU VIES formats);
 * any other country prefix takes 2-12 letters or digits.
 */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  IT: /^IT\d{11}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
};
const VAT_OTHER = /^[A-Z]{2}[0-9A-Z]{2,12}$/;

export const normaliseVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
export const isValidVatId = (vatId: string) =>
  (VAT_FORMATS[vatId.slice(0, 2)] ?? VAT_OTHER).test(vatId);

/** Optional; an empty entry means none. Spaces, dots and dashes are dropped, letters upper-cased. */
export const VatIdSchema = v.pipe(
  v.optional(v.nullable(v.string('invalid')), null),
  v.transform((value) => (value ? normaliseVatId(value) : '') || null),
  v.check((value) => value === null || isValidVatId(value), 'invalid'),
);

/**
 * The commercial register entry as written (`HRB 164821`, `FN 512734 p`, `RCS Lyon 812 345 678`):
 * part of the company's legal identity. Optional; an empty entry means none; inner spaces are
 * collapsed. EPR register numbers (LUCID, stiftung ear, ...) are not company data here: the main
 * API keeps them per country and stream.
 */
export const CommercialRegisterSchema = v.pipe(
  v.optional(v.nullable(v.string('invalid')), null),
  v.transform((value) => (value ? value.trim().replace(/\s+/g, ' ') : '') || null),
  v.check((value) => value === null || value.length >= 3, 'tooShort'),
  v.check((value) => value === null || value.length <= 60, 'tooLong'),
);

export const PHONE_FORMAT = /^\+?[0-9 ()/-]{6,20}$/;

export const AddressSchema = v.object({
  street: requiredText(200),
  postalCode: requiredText(12),
  city: requiredText(100),
  country: CountryCodeSchema,
});

export const CompanyContactSchema = v.object({
  email: EmailSchema,
  /** Optional; when given, digits with an optional leading `+`, spaces, brackets, `/` and `-`. */
  phone: v.pipe(
    v.optional(v.string('invalid'), ''),
    v.trim(),
    v.check((phone) => phone === '' || PHONE_FORMAT.test(phone), 'invalid'),
  ),
});

/** What a client sends to create or replace a company (`POST /companies`, `PUT /companies/{id}`). */
export const CompanyInputSchema = v.object({
  name: requiredText(200),
  /** GmbH, SARL, S.L., ... */
  legalForm: requiredText(40),
  country: CountryCodeSchema,
  address: AddressSchema,
  /** With country prefix (`DE318245671`, `ATU57346812`). */
  vatId: VatIdSchema,
  commercialRegister: CommercialRegisterSchema,
  contact: CompanyContactSchema,
});
export type CompanyInput = v.InferInput<typeof CompanyInputSchema>;
/** A company's data as the service keeps it: normalised, defaults filled in. */
export type CompanyData = v.InferOutput<typeof CompanyInputSchema>;

export const CompanySchema = v.object({
  ...CompanyInputSchema.entries,
  id: IdSchema,
  /** The account service wants the company's data reviewed (company loader step 4). */
  needsUpdate: v.boolean(),
  createdAt: TimestampSchema,
});
export type Company = v.InferOutput<typeof CompanySchema>;

/** A company as the signed-in user sees it, with how they reach it. */
export const UserCompanySchema = v.object({
  ...CompanySchema.entries,
  access: CompanyAccessSchema,
});
export type UserCompany = v.InferOutput<typeof UserCompanySchema>;

export const companyEndpoints = {
  getCompanies: endpoint({
    method: 'GET',
    path: '/companies',
    auth: 'bearer',
    response: v.array(UserCompanySchema),
  }),
  getApplicationCompanies: endpoint({
    method: 'GET',
    path: '/applications/:id/companies',
    auth: 'bearer',
    response: v.array(UserCompanySchema),
    errors: [404],
  }),
  getCompany: endpoint({
    method: 'GET',
    path: '/companies/:id',
    auth: 'bearer',
    response: UserCompanySchema,
    errors: [404],
  }),
};

/**
 * Creating, changing and deleting a company: apart from the reads, so the first screen (which
 * only reads companies) does not carry them.
 */
export const companyChangeEndpoints = {
  createCompany: endpoint({
    method: 'POST',
    path: '/companies',
    auth: 'bearer',
    body: CompanyInputSchema,
    response: UserCompanySchema,
    status: 201,
    errors: [400],
  }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/companies/:id',
    auth: 'bearer',
    body: CompanyInputSchema,
    response: UserCompanySchema,
    errors: [400, 404],
  }),
  deleteCompany: endpoint({
    method: 'DELETE',
    path: '/companies/:id',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
  }),
};
