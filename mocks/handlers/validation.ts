/**
 * Field validation of the mock account service. Failures answer 400
 * `{ message: 'Validation failed', fields: { 'address.city': 'required', ... } }`: field paths in
 * dot notation, reasons `required`, `invalid`, `tooLong` or `unknown`.
 */
import type {
  AffiliationPermission,
  AffiliationStatus,
  CompanyInput,
  CompanyRegistration,
  CompanyRole,
  RegisterId,
} from '../../src/shared/api/account-types';

export type FieldErrors = Record<string, string>;
export type Validated<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const COUNTRY = /^[A-Z]{2}$/;
const PHONE = /^\+?[0-9 ()/-]{6,20}$/;
/** VAT ids: the formats of the fixture countries, otherwise a country prefix and 2-12 characters. */
const VAT_BY_COUNTRY: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  DE: /^DE\d{9}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  PL: /^PL\d{10}$/,
};
const VAT_GENERIC = /^[A-Z]{2}[0-9A-Z]{2,12}$/;
/** Register number formats (domain brief). */
const REGISTER_FORMATS: Record<RegisterId, RegExp> = {
  lucid: /^DE\d{13}$/,
  stiftungEar: /^DE\d{8}$/,
  edm: /^\d{13}$/,
  bdo: /^\d{9}$/,
  commercialRegister: /^.{3,60}$/,
};
const ROLES: readonly CompanyRole[] = ['owner', 'admin', 'member'];
const PERMISSIONS: readonly AffiliationPermission[] = [
  'viewCompany',
  'editCompany',
  'submitReports',
  'manageDocuments',
];
const STATUSES: readonly AffiliationStatus[] = ['pending', 'active', 'revoked'];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export const isEmail = (v: string) => EMAIL.test(v) && v.length <= 254;

function required(fields: FieldErrors, path: string, value: string, max = 200): string {
  if (!value) fields[path] = 'required';
  else if (value.length > max) fields[path] = 'tooLong';
  return value;
}

export function validateCompany(body: Record<string, unknown> | null): Validated<CompanyInput> {
  const b = record(body);
  const fields: FieldErrors = {};
  const name = required(fields, 'name', text(b.name));
  const legalForm = required(fields, 'legalForm', text(b.legalForm), 40);
  const country = required(fields, 'country', text(b.country).toUpperCase(), 2);
  if (country && !COUNTRY.test(country)) fields.country = 'invalid';

  const a = record(b.address);
  const street = required(fields, 'address.street', text(a.street));
  const postalCode = required(fields, 'address.postalCode', text(a.postalCode), 12);
  const city = required(fields, 'address.city', text(a.city), 100);
  const addressCountry = required(fields, 'address.country', text(a.country).toUpperCase(), 2);
  if (addressCountry && !COUNTRY.test(addressCountry)) fields['address.country'] = 'invalid';

  const vatRaw = text(b.vatId)
    .replace(/[\s.-]/g, '')
    .toUpperCase();
  const vatId = vatRaw || null;
  if (vatId && !(VAT_BY_COUNTRY[vatId.slice(0, 2)] ?? VAT_GENERIC).test(vatId)) {
    fields.vatId = 'invalid';
  }

  const registrations: CompanyRegistration[] = [];
  if (b.registrations !== undefined && !Array.isArray(b.registrations)) {
    fields.registrations = 'invalid';
  }
  (Array.isArray(b.registrations) ? b.registrations : []).forEach((entry, i) => {
    const r = record(entry);
    const register = text(r.register) as RegisterId;
    const number =
      register === 'commercialRegister'
        ? text(r.number).replace(/\s+/g, ' ')
        : text(r.number).replace(/\s/g, '').toUpperCase();
    if (!(register in REGISTER_FORMATS)) fields[`registrations.${i}.register`] = 'invalid';
    else if (!number) fields[`registrations.${i}.number`] = 'required';
    else if (!REGISTER_FORMATS[register].test(number))
      fields[`registrations.${i}.number`] = 'invalid';
    registrations.push({ register, number });
  });

  const c = record(b.contact);
  const email = required(fields, 'contact.email', text(c.email).toLowerCase(), 254);
  if (email && !isEmail(email)) fields['contact.email'] = 'invalid';
  const phone = text(c.phone);
  if (phone && !PHONE.test(phone)) fields['contact.phone'] = 'invalid';

  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    value: {
      name,
      legalForm,
      country,
      address: { street, postalCode, city, country: addressCountry },
      vatId,
      registrations,
      contact: { email, phone },
    },
  };
}

export function validateEmail(value: unknown, path = 'email'): Validated<string> {
  const email = text(value).toLowerCase();
  if (!email) return { ok: false, fields: { [path]: 'required' } };
  if (!isEmail(email)) return { ok: false, fields: { [path]: 'invalid' } };
  return { ok: true, value: email };
}

export function validateNames(
  body: Record<string, unknown> | null,
): Validated<{ givenName: string; familyName: string }> {
  const b = record(body);
  const fields: FieldErrors = {};
  const givenName = required(fields, 'givenName', text(b.givenName), 100);
  const familyName = required(fields, 'familyName', text(b.familyName), 100);
  return Object.keys(fields).length
    ? { ok: false, fields }
    : { ok: true, value: { givenName, familyName } };
}

export function validateInvitation(
  body: Record<string, unknown> | null,
): Validated<{ email: string; role: CompanyRole }> {
  const b = record(body);
  const email = validateEmail(b.email);
  const fields: FieldErrors = email.ok ? {} : { ...email.fields };
  const role = text(b.role) as CompanyRole;
  if (!role) fields.role = 'required';
  else if (!ROLES.includes(role)) fields.role = 'invalid';
  return email.ok && !Object.keys(fields).length
    ? { ok: true, value: { email: email.value, role } }
    : { ok: false, fields };
}

export function validatePermissions(
  value: unknown,
  path = 'permissions',
): Validated<AffiliationPermission[]> {
  if (!Array.isArray(value) || value.length === 0)
    return { ok: false, fields: { [path]: 'required' } };
  if (!value.every((p) => PERMISSIONS.includes(p as AffiliationPermission))) {
    return { ok: false, fields: { [path]: 'invalid' } };
  }
  return { ok: true, value: [...new Set(value as AffiliationPermission[])] };
}

export function validateAffiliationUpdate(
  body: Record<string, unknown> | null,
): Validated<{ status?: AffiliationStatus; permissions?: AffiliationPermission[] }> {
  const b = record(body);
  const fields: FieldErrors = {};
  const value: { status?: AffiliationStatus; permissions?: AffiliationPermission[] } = {};
  if (b.status !== undefined) {
    if (STATUSES.includes(b.status as AffiliationStatus))
      value.status = b.status as AffiliationStatus;
    else fields.status = 'invalid';
  }
  if (b.permissions !== undefined) {
    const permissions = validatePermissions(b.permissions);
    if (permissions.ok) value.permissions = permissions.value;
    else Object.assign(fields, permissions.fields);
  }
  if (
    value.status === undefined &&
    value.permissions === undefined &&
    !Object.keys(fields).length
  ) {
    fields.status = 'required';
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, value };
}
