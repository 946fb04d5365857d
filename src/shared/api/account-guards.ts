/**
 * Runtime checks of account service responses. Each endpoint passes one of these to `envelope()`
 * as its `rawResponseSchema`, so a body of the wrong shape becomes an `unexpected` ApiError instead
 * of crashing a component later. The checks cover what the app relies on; unknown extra fields pass.
 */
import type {
  AccountUser,
  Address,
  AdminCompany,
  AffiliationPermission,
  AffiliationStatus,
  Company,
  CompanyAccess,
  CompanyRegistration,
  CompanyRole,
  Invitation,
  InvitationStatus,
  Locale,
  Member,
  PasswordResetSent,
  Pro,
  ProAffiliation,
  UserCompany,
  UserSearchResult,
} from './account-types';
import { isArrayOf, isRecord, isString } from './response-guard';

type Guard<T> = (v: unknown) => v is T;

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);
const oneOf =
  <T extends string>(...values: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (values as readonly string[]).includes(v);

/** An object whose listed fields pass their checks. */
function shape<T>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> {
  return (v: unknown): v is T =>
    isRecord(v) &&
    Object.entries(fields).every(([key, check]) => (check as Guard<unknown>)(v[key]));
}

const isLocale = oneOf<Locale>('de', 'en', 'es', 'fr');
export const isCompanyRole = oneOf<CompanyRole>('owner', 'admin', 'member');
const isAffiliationStatus = oneOf<AffiliationStatus>('pending', 'active', 'revoked');
const isInvitationStatus = oneOf<InvitationStatus>('pending', 'accepted', 'revoked', 'expired');
const isPermission = oneOf<AffiliationPermission>(
  'viewCompany',
  'editCompany',
  'submitReports',
  'manageDocuments',
);

export const isAccountUser = shape<AccountUser>({
  id: isString,
  email: isString,
  givenName: isString,
  familyName: isString,
  locale: isLocale,
  isAdmin: isBoolean,
  proId: isNullableString,
  createdAt: isString,
});

export const isPasswordResetSent = shape<PasswordResetSent>({ email: isString });

const isAddress = shape<Address>({
  street: isString,
  postalCode: isString,
  city: isString,
  country: isString,
});

const isRegistration = shape<CompanyRegistration>({
  register: oneOf('lucid', 'stiftungEar', 'edm', 'bdo', 'commercialRegister'),
  number: isString,
});

export const isCompany = shape<Company>({
  id: isString,
  name: isString,
  legalForm: isString,
  country: isString,
  address: isAddress,
  vatId: isNullableString,
  registrations: isArrayOf(isRegistration),
  contact: shape({ email: isString, phone: isString }),
  needsUpdate: isBoolean,
  createdAt: isString,
});

const isAccess = (v: unknown): v is CompanyAccess =>
  isRecord(v) &&
  ((v.via === 'membership' && isCompanyRole(v.role)) ||
    (v.via === 'affiliation' &&
      isString(v.affiliationId) &&
      isString(v.proId) &&
      isArrayOf(isPermission)(v.permissions)));

export const isUserCompany = (v: unknown): v is UserCompany =>
  isCompany(v) && isAccess((v as { access?: unknown }).access);

export const isInvitation = shape<Invitation>({
  id: isString,
  companyId: isString,
  companyName: isString,
  email: isString,
  role: isCompanyRole,
  status: isInvitationStatus,
  invitedBy: isString,
  createdAt: isString,
  expiresAt: isString,
});

export const isMember = shape<Member>({
  id: isString,
  userId: isString,
  companyId: isString,
  email: isString,
  givenName: isString,
  familyName: isString,
  role: isCompanyRole,
  joinedAt: isString,
});

export const isPro = shape<Pro>({
  id: isString,
  name: isString,
  country: isString,
  code: isString,
  city: isString,
  services: isArrayOf(isString) as Guard<Pro['services']>,
});

export const isProAffiliation = shape<ProAffiliation>({
  id: isString,
  companyId: isString,
  proId: isString,
  proName: isString,
  status: isAffiliationStatus,
  permissions: isArrayOf(isPermission),
  createdAt: isString,
});

export const isAdminCompany = shape<AdminCompany>({
  id: isString,
  name: isString,
  legalForm: isString,
  country: isString,
  city: isString,
  vatId: isNullableString,
  needsUpdate: isBoolean,
  createdAt: isString,
  memberCount: isNumber,
  ownerEmails: isArrayOf(isString),
});

export const isUserSearchResult = (v: unknown): v is UserSearchResult =>
  isRecord(v) &&
  (v.user === null ||
    shape<NonNullable<UserSearchResult['user']>>({
      id: isString,
      email: isString,
      givenName: isString,
      familyName: isString,
    })(v.user)) &&
  (v.role === null || isCompanyRole(v.role)) &&
  isNullableString(v.pendingInvitationId);

/** Bodies of 204 responses (and of calls whose body the app ignores) are read as null. */
export const isNothing = (v: unknown): v is null => v === null || v === undefined || v === '';
