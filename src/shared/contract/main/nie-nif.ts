/**
 * The Spanish tax number for a foreign company (`nie-nif-application`): the applicant company and
 * its signatory, the documents to upload, consent, then the application's progress until the
 * entity NIF (`N` + 7 digits + control character) is issued.
 * The check characters of Spanish numbers: `src/domain/spanish-tax-ids.ts`.
 */
import * as v from 'valibot';
import {
  compactId,
  isValidDni,
  isValidEntityNif,
  isValidMNif,
  isValidNie,
  needsTaxRepresentative,
} from '../../../domain/spanish-tax-ids';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, IdSchema, TimestampSchema, requiredText } from '../primitives';
import { ProcessStatusSchema } from './processes';
import {
  FileUploadSchema,
  MAX_UPLOAD_BYTES,
  ServiceDocumentSchema,
  UploadedFileSchema,
  timelineStepSchema,
  type UploadedFile,
} from './service-common';

export const ID_DOCUMENT_TYPES = ['nationalId', 'passport'] as const;

/** Optional free text: trimmed, at most `max` characters; required where a rule below says so. */
const optionalText = (max: number) =>
  v.pipe(v.optional(v.string('invalid'), ''), v.trim(), v.maxLength(max, 'tooLong'));

const today = () => new Date().toISOString().slice(0, 10);

/** A past date (`YYYY-MM-DD`): incorporation, power of attorney. */
const isPastDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) && date <= today();

const pastDate = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.nonEmpty('required'),
  v.check((date) => date === '' || isPastDate(date), 'invalid'),
);

/**
 * How the tax office notifies the entity (form 036 page 2B, "domicilio a efectos de
 * notificaciones"): an address in Spain, or electronically through the Dirección Electrónica
 * Habilitada única (DEHú).
 */
export const NOTIFICATION_CHANNELS = ['dehu', 'spanishAddress'] as const;

export const NieNifCompanySchema = v.pipe(
  v.object({
    legalName: requiredText(200),
    legalForm: requiredText(60),
    /** Where the company has its seat; a Spanish company gets its NIF otherwise. */
    seatCountry: v.pipe(
      CountryCodeSchema,
      v.check((c) => c !== 'ES', 'notAllowed'),
    ),
    /** The registered address abroad (form 036: domicilio social in the country of residence). */
    street: requiredText(200),
    postalCode: requiredText(12),
    city: requiredText(100),
    /** The company's tax identification number in its seat country (form 036: NIF país de residencia). */
    foreignTaxId: v.pipe(requiredText(40), v.transform(compactId)),
    /** Date of incorporation (the deed or register entry). */
    incorporationDate: pastDate,
    /** The register that keeps it (`Amtsgericht Hamburg`) and its number there. */
    registerName: requiredText(120),
    registerNumber: requiredText(60),
    notificationChannel: v.picklist(NOTIFICATION_CHANNELS, 'required'),
    /** The notification address in Spain, when that is the channel. */
    notificationStreet: optionalText(200),
    /** A Spanish postal code: 5 digits, province 01-52. */
    notificationPostalCode: v.pipe(
      optionalText(5),
      v.check((code) => code === '' || /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(code), 'invalid'),
    ),
    notificationCity: optionalText(100),
    /**
     * The tax representative in Spain (Ley 58/2003 General Tributaria art. 47): required for an
     * entity with its seat outside the European Economic Area; optional otherwise.
     */
    taxRepresentativeName: optionalText(200),
    /** The representative's Spanish NIF (a person's DNI/NIE or an entity NIF). */
    taxRepresentativeNif: v.pipe(
      optionalText(12),
      v.transform(compactId),
      v.check(
        (id) => id === '' || isValidDni(id) || isValidNie(id) || isValidEntityNif(id),
        'invalid',
      ),
    ),
  }),
  v.forward(
    v.check(
      (c) => c.notificationChannel !== 'spanishAddress' || c.notificationStreet !== '',
      'required',
    ),
    ['notificationStreet'],
  ),
  v.forward(
    v.check(
      (c) => c.notificationChannel !== 'spanishAddress' || c.notificationPostalCode !== '',
      'required',
    ),
    ['notificationPostalCode'],
  ),
  v.forward(
    v.check(
      (c) => c.notificationChannel !== 'spanishAddress' || c.notificationCity !== '',
      'required',
    ),
    ['notificationCity'],
  ),
  v.forward(
    v.check(
      (c) => !needsTaxRepresentative(c.seatCountry) || c.taxRepresentativeName !== '',
      'required',
    ),
    ['taxRepresentativeName'],
  ),
  v.forward(
    v.check(
      (c) => !needsTaxRepresentative(c.seatCountry) || c.taxRepresentativeNif !== '',
      'required',
    ),
    ['taxRepresentativeNif'],
  ),
);

/**
 * Who signs for the entity: a director (administrator named in the register) or an attorney
 * under a notarised power of attorney.
 */
export const SIGNATORY_ROLES = ['director', 'attorney'] as const;

export const NieNifSignatorySchema = v.pipe(
  v.object({
    fullName: requiredText(120),
    role: v.picklist(SIGNATORY_ROLES, 'required'),
    /** The power of attorney: its date and the notary who recorded it (attorneys only). */
    powerOfAttorneyDate: v.pipe(
      v.optional(v.string('invalid'), ''),
      v.trim(),
      v.check((date) => date === '' || isPastDate(date), 'invalid'),
    ),
    powerOfAttorneyNotary: optionalText(200),
    idType: v.picklist(ID_DOCUMENT_TYPES, 'required'),
    /** The country that issued the ID or passport. */
    idCountry: CountryCodeSchema,
    idNumber: v.pipe(requiredText(30), v.transform(compactId)),
    /**
     * The signatory's own Spanish tax number when they have one: an NIE, or an "M" NIF from form
     * 030. Empty: the service applies for an M NIF on form 030 first (a step of the process).
     */
    nie: v.pipe(
      v.string('invalid'),
      v.transform(compactId),
      v.check((value) => value === '' || isValidNie(value) || isValidMNif(value), 'invalid'),
    ),
  }),
  v.forward(
    v.check((s) => s.role !== 'attorney' || s.powerOfAttorneyDate !== '', 'required'),
    ['powerOfAttorneyDate'],
  ),
  v.forward(
    v.check((s) => s.role !== 'attorney' || s.powerOfAttorneyNotary !== '', 'required'),
    ['powerOfAttorneyNotary'],
  ),
  // A Spanish national ID is a DNI: its check letter must match.
  v.forward(
    v.check(
      (s) => s.idType !== 'nationalId' || s.idCountry !== 'ES' || isValidDni(s.idNumber),
      'invalid',
    ),
    ['idNumber'],
  ),
);

export const NieNifDetailsSchema = v.object({
  company: NieNifCompanySchema,
  signatory: NieNifSignatorySchema,
});

export type NieNifDetailsInput = v.InferInput<typeof NieNifDetailsSchema>;

export const NIE_DOCUMENT_KINDS = ['proofOfExistence', 'signatoryId', 'proofOfAuthority'] as const;

export const NieDocumentKindSchema = v.picklist(NIE_DOCUMENT_KINDS, 'invalid');

export type NieDocumentKind = v.InferOutput<typeof NieDocumentKindSchema>;

export const NieDocumentUploadSchema = v.object({
  kind: NieDocumentKindSchema,
  file: FileUploadSchema,
});

export const NieNifSubmitSchema = v.object({
  /** Consent to the processing of the documents and to filing form 036 on the company's behalf. */
  consent: v.literal(true, 'required'),
});

/**
 * The process: documents checked, then, for a signatory without an NIE or NIF, form 030 for their
 * "M" NIF (`signatoryNif`; left out of the timeline otherwise), then form 036 filed and the entity
 * NIF issued.
 */
export const NIE_TIMELINE = [
  'submitted',
  'documentsChecked',
  'signatoryNif',
  'filed',
  'nifIssued',
] as const;

export const NieNifApplicationSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  status: ProcessStatusSchema,
  company: NieNifCompanySchema,
  signatory: NieNifSignatorySchema,
  /** What the applicant uploaded. */
  documents: v.array(v.object({ ...UploadedFileSchema.entries, kind: NieDocumentKindSchema })),
  /** What the service issued: the application receipt, the NIF assignment. */
  issuedDocuments: v.array(ServiceDocumentSchema),
  timeline: v.array(timelineStepSchema(NIE_TIMELINE)),
  /** The entity NIF (`N`), once the tax office issued it. */
  nif: v.nullable(v.string()),
  /** The signatory's "M" NIF from form 030, once issued; null when they had an NIE or NIF. */
  signatoryNif: v.nullable(v.string()),
  submittedAt: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export type NieNifApplication = v.InferOutput<typeof NieNifApplicationSchema>;

export type NieDocument = UploadedFile & { kind: NieDocumentKind };

const APPLICATION_PATH = '/companies/:companyId/nie-nif-applications/:processId';

export const nieNifEndpoints = {
  createNieNifApplication: endpoint({
    method: 'POST',
    path: '/companies/:companyId/nie-nif-applications',
    auth: 'bearer',
    body: NieNifDetailsSchema,
    response: NieNifApplicationSchema,
    status: 201,
    errors: [400, 404],
  }),
  getNieNifApplication: endpoint({
    method: 'GET',
    path: APPLICATION_PATH,
    auth: 'bearer',
    response: NieNifApplicationSchema,
    errors: [404],
  }),
  updateNieNifApplication: endpoint({
    method: 'PUT',
    path: APPLICATION_PATH,
    auth: 'bearer',
    body: NieNifDetailsSchema,
    response: NieNifApplicationSchema,
    errors: [400, 404, 409],
  }),
  uploadNieNifDocument: endpoint({
    method: 'POST',
    path: `${APPLICATION_PATH}/documents`,
    auth: 'bearer',
    body: NieDocumentUploadSchema,
    response: NieNifApplicationSchema,
    errors: [400, 404, 409, 413],
    upload: { maxFileBytes: MAX_UPLOAD_BYTES },
  }),
  submitNieNifApplication: endpoint({
    method: 'POST',
    path: `${APPLICATION_PATH}/submit`,
    auth: 'bearer',
    body: NieNifSubmitSchema,
    response: NieNifApplicationSchema,
    errors: [400, 404, 409],
  }),
};
