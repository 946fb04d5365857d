/**
 * Shapes of the account service API (spec section 7). The spec names the entities but not their
 * fields; these are the product's decisions, shared by the RTK Query endpoints, their runtime
 * guards (`account-guards.ts`) and the mock handlers (which import them as types only).
 *
 * This module must stay free of `@/` imports and runtime dependencies: the dev server loads the
 * mocks, and through them this file, with esbuild-register.
 */

/** The application id the web app uses for `GET /applications/{id}/companies` (spec section 7). */
export const APPLICATION_ID = 'epr-web';

export type Locale = 'de' | 'en' | 'es' | 'fr';

/** ISO 3166-1 alpha-2 country code, upper case (`DE`, `AT`, `ES`). */
export type CountryCode = string;

/** The signed-in user as the account service knows them (`GET /getUser`). */
export interface AccountUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  locale: Locale;
  /** Platform administrator: may use the admin company search. */
  isAdmin: boolean;
  /** The adviser firm ('pro') this user works for, if any. */
  proId: string | null;
  createdAt: string;
}

export interface UpdateNamesRequest {
  givenName: string;
  familyName: string;
}

export interface UpdateEmailRequest {
  email: string;
}

export interface PasswordResetSent {
  /** Where the reset link went: always the signed-in user's address. */
  email: string;
}

export interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

/**
 * Registers a producer is listed in. Formats (domain brief): LUCID `DE` + 13 digits; stiftung ear
 * `DE` + 8 digits; Austrian EDM a 13-digit GLN; Polish BDO 9 digits; commercial register free text
 * (`HRB 164821`, `FN 512734 p`).
 */
export type RegisterId = 'lucid' | 'stiftungEar' | 'edm' | 'bdo' | 'commercialRegister';

export interface CompanyRegistration {
  register: RegisterId;
  number: string;
}

export interface CompanyContact {
  email: string;
  phone: string;
}

export type LegalForm = string;

/** What a client sends to create or replace a company (`POST /companies`, `PUT /companies/{id}`). */
export interface CompanyInput {
  name: string;
  legalForm: LegalForm;
  country: CountryCode;
  address: Address;
  /** VAT identification number with country prefix (`DE318245671`, `ATU57346812`); may be missing. */
  vatId: string | null;
  registrations: CompanyRegistration[];
  contact: CompanyContact;
}

export interface Company extends CompanyInput {
  id: string;
  /** The account service wants the company's data reviewed (spec: company loader step 4). */
  needsUpdate: boolean;
  createdAt: string;
}

export type CompanyRole = 'owner' | 'admin' | 'member';

export type AffiliationStatus = 'pending' | 'active' | 'revoked';

/** What an adviser may do for a client company. */
export type AffiliationPermission =
  'viewCompany' | 'editCompany' | 'submitReports' | 'manageDocuments';

export const AFFILIATION_PERMISSIONS: readonly AffiliationPermission[] = [
  'viewCompany',
  'editCompany',
  'submitReports',
  'manageDocuments',
];

/** How the signed-in user reaches a company: as a member, or as an adviser through an active affiliation. */
export type CompanyAccess =
  | { via: 'membership'; role: CompanyRole }
  | {
      via: 'affiliation';
      affiliationId: string;
      proId: string;
      permissions: AffiliationPermission[];
    };

/** A company as seen by the signed-in user (`GET /companies`, `GET /companies/{id}`). */
export interface UserCompany extends Company {
  access: CompanyAccess;
}

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface Invitation {
  id: string;
  companyId: string;
  /** The company's name, so the invitee sees where they are invited to. */
  companyName: string;
  email: string;
  role: CompanyRole;
  status: InvitationStatus;
  /** User id of the member who invited. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationInput {
  companyId: string;
  email: string;
  role: CompanyRole;
}

/**
 * `PUT /invitations/{a}/{b}`: `a` is the company id, `b` the invitation id. The invitee accepts
 * while signed in with the invited email address; the service checks that, the status and expiry.
 */
export interface AcceptInvitationArgs {
  companyId: string;
  invitationId: string;
}

export interface Member {
  /** Membership id: the `{memberId}` of `DELETE /companies/{id}/members/{memberId}`. */
  id: string;
  userId: string;
  companyId: string;
  email: string;
  givenName: string;
  familyName: string;
  role: CompanyRole;
  joinedAt: string;
}

/** Services an adviser firm offers (shown in the pro directory). */
export type ProService =
  | 'authorisedRepresentative'
  | 'packagingRegistration'
  | 'packagingLicensing'
  | 'quantityReporting'
  | 'completenessDeclaration'
  | 'weeeRegistration'
  | 'batteryRegistration'
  | 'textilesEpr'
  | 'nieNifApplication'
  | 'taxAdvice';

/** An adviser firm. `code` is its professional register code, unique within its country. */
export interface Pro {
  id: string;
  name: string;
  country: CountryCode;
  code: string;
  city: string;
  services: ProService[];
}

export interface ProSearch {
  country?: CountryCode;
}

export interface ProAffiliation {
  id: string;
  companyId: string;
  proId: string;
  /** The adviser firm's name, for lists. */
  proName: string;
  status: AffiliationStatus;
  permissions: AffiliationPermission[];
  createdAt: string;
}

export interface AffiliationInput {
  companyId: string;
  proId: string;
  permissions: AffiliationPermission[];
}

export interface AffiliationUpdate {
  companyId: string;
  affiliationId: string;
  status?: AffiliationStatus;
  permissions?: AffiliationPermission[];
}

/** A row of the admin company search (`GET /admin/companies?query=`). */
export interface AdminCompany {
  id: string;
  name: string;
  legalForm: LegalForm;
  country: CountryCode;
  city: string;
  vatId: string | null;
  needsUpdate: boolean;
  createdAt: string;
  memberCount: number;
  ownerEmails: string[];
}

export interface UserSearchRequest {
  email: string;
  companyId: string;
}

/** `POST /searchUserByEmailAndCompany`: is this address a user, a member, or already invited? */
export interface UserSearchResult {
  user: { id: string; email: string; givenName: string; familyName: string } | null;
  /** Their role in the company, when they are a member. */
  role: CompanyRole | null;
  /** A pending invitation of this address to the company, if any. */
  pendingInvitationId: string | null;
}

/** What `logout` resolves with: the status the service answered, whatever it was. */
export interface LogoutOutcome {
  status: number | string;
}

/** Body of a 400 from the account service: field path -> reason (`required`, `invalid`). */
export type FieldErrors = Record<string, string>;
