/**
 * The account service (spec section 7) over the in-memory db. Every call needs a bearer token
 * (`withUser`); payloads travel in `{ data }`, errors as `{ message }`.
 *
 * Rules the spec leaves open, decided here (and in the README):
 * - A user reaches a company through a membership or an *active* affiliation of their adviser firm;
 *   any `/companies/{id}...` of another company is 404 `Company not found`, never 403, so ids of
 *   other companies are not confirmed.
 * - Owners and admins manage the company (edit, invitations, members, affiliations); an adviser
 *   with `editCompany` may edit its data; only owners delete it; the last owner cannot leave.
 * - `PUT /invitations/{companyId}/{invitationId}` accepts an invitation; the signed-in user's email
 *   must be the invited one.
 * - Permission failures are 403 (which the app answers with one session renewal and a retry).
 */
import { http, type PathParams } from 'msw';
import {
  APPLICATION_ID,
  type AccountUser,
  type AdminCompany,
  type CompanyAccess,
  type Invitation,
  type Member,
  type ProAffiliation,
  type UserCompany,
  type UserSearchResult,
} from '../../src/shared/api/account-types';
import { config } from '../../src/shared/config/config';
import {
  affiliations,
  companies,
  companiesOf,
  companyAccess,
  invitations,
  memberships,
  outbox,
  pros,
  users,
  type AffiliationRecord,
  type CompanyAccessRecord,
  type CompanyRecord,
  type InvitationRecord,
  type MembershipRecord,
  type UserRecord,
} from '../data/db';
import { withUser } from './auth';
import {
  companyNotFound,
  created,
  fail,
  noContent,
  ok,
  readBody,
  validationFailed,
} from './respond';
import {
  validateAffiliationUpdate,
  validateCompany,
  validateEmail,
  validateInvitation,
  validateNames,
  validatePermissions,
} from './validation';

const url = (path: string) => `${config.accountApiUrl}${path}`;

// ---- mapping records to API shapes -------------------------------------------------------------

export const toAccountUser = (u: UserRecord): AccountUser => ({
  id: u.id,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  locale: u.locale,
  isAdmin: u.isAdmin,
  proId: u.proId,
  createdAt: u.createdAt,
});

const toAccess = (access: CompanyAccessRecord): CompanyAccess =>
  access.via === 'membership'
    ? { via: 'membership', role: access.membership.role }
    : {
        via: 'affiliation',
        affiliationId: access.affiliation.id,
        proId: access.affiliation.proId,
        permissions: [...access.affiliation.permissions],
      };

const toUserCompany = (company: CompanyRecord, access: CompanyAccessRecord): UserCompany => ({
  ...structuredClone(company),
  access: toAccess(access),
});

const toInvitation = (i: InvitationRecord): Invitation => ({
  id: i.id,
  companyId: i.companyId,
  companyName: companies.findById(i.companyId)?.name ?? '',
  email: i.email,
  role: i.role,
  status: i.status === 'pending' && invitations.isExpired(i) ? 'expired' : i.status,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

const toMember = (m: MembershipRecord): Member[] => {
  const user = users.findById(m.userId);
  return user
    ? [
        {
          id: m.id,
          userId: m.userId,
          companyId: m.companyId,
          email: user.email,
          givenName: user.givenName,
          familyName: user.familyName,
          role: m.role,
          joinedAt: m.joinedAt,
        },
      ]
    : [];
};

const toAffiliation = (a: AffiliationRecord): ProAffiliation => ({
  id: a.id,
  companyId: a.companyId,
  proId: a.proId,
  proName: pros.findById(a.proId)?.name ?? '',
  status: a.status,
  permissions: [...a.permissions],
  createdAt: a.createdAt,
});

const toAdminCompany = (c: CompanyRecord): AdminCompany => {
  const members = memberships.forCompany(c.id);
  return {
    id: c.id,
    name: c.name,
    legalForm: c.legalForm,
    country: c.country,
    city: c.address.city,
    vatId: c.vatId,
    needsUpdate: c.needsUpdate,
    createdAt: c.createdAt,
    memberCount: members.length,
    ownerEmails: members
      .filter((m) => m.role === 'owner')
      .flatMap((m) => users.findById(m.userId)?.email ?? []),
  };
};

// ---- permission rules --------------------------------------------------------------------------

const isManager = (access: CompanyAccessRecord) =>
  access.via === 'membership' && access.membership.role !== 'member';

const mayEditCompany = (access: CompanyAccessRecord) =>
  isManager(access) ||
  (access.via === 'affiliation' && access.affiliation.permissions.includes('editCompany'));

const ownersOf = (companyId: string) =>
  memberships.forCompany(companyId).filter((m) => m.role === 'owner');

type CompanyParams = { id: string };

/** Resolves `{id}` to a company the user may see, or answers 404 `Company not found`. */
function withCompany<P extends CompanyParams & PathParams>(
  resolver: (info: {
    request: Request;
    params: P;
    user: UserRecord;
    company: CompanyRecord;
    access: CompanyAccessRecord;
  }) => Response | Promise<Response>,
) {
  return withUser<P>(({ request, params, user }) => {
    const access = companyAccess(user, params.id);
    const company = companies.findById(params.id);
    if (!access || !company) return companyNotFound();
    return resolver({ request, params, user, company, access });
  });
}

const forbidden = (message: string) => fail(403, message);

// ---- handlers ----------------------------------------------------------------------------------

const userHandlers = [
  http.get(
    url('/getUser'),
    withUser(({ user }) => ok(toAccountUser(user))),
  ),

  http.post(
    url('/updateNames'),
    withUser(async ({ request, user }) => {
      const names = validateNames(await readBody(request));
      if (!names.ok) return validationFailed(names.fields);
      return ok(toAccountUser(users.update(user.id, names.value) ?? user));
    }),
  ),

  http.post(
    url('/updateEmail'),
    withUser(async ({ request, user }) => {
      const email = validateEmail((await readBody(request))?.email);
      if (!email.ok) return validationFailed(email.fields);
      const holder = users.findByEmail(email.value);
      if (holder && holder.id !== user.id) return fail(409, 'Email address already in use');
      return ok(toAccountUser(users.update(user.id, { email: email.value }) ?? user));
    }),
  ),

  http.post(
    url('/sendPasswordReset'),
    withUser(({ user }) => {
      outbox.send({ to: user.email, kind: 'passwordReset' });
      return ok({ email: user.email });
    }),
  ),

  http.post(
    url('/deleteAccount'),
    withUser(({ user }) => {
      // A company must keep an owner: the last owner of a company with other members must hand
      // ownership over first. Companies the user is alone in go with the account.
      const own = memberships.forUser(user.id).filter((m) => m.role === 'owner');
      const blocking = own.filter(
        (m) => ownersOf(m.companyId).length === 1 && memberships.forCompany(m.companyId).length > 1,
      );
      if (blocking.length) {
        return fail(409, 'Transfer ownership before deleting the account', {
          companyIds: blocking.map((m) => m.companyId),
        });
      }
      own
        .filter((m) => memberships.forCompany(m.companyId).length === 1)
        .forEach((m) => companies.remove(m.companyId));
      users.remove(user.id);
      return noContent();
    }),
  ),

  http.post(
    url('/logout'),
    withUser(() => noContent()),
  ),
];

const companyHandlers = [
  http.get(
    url('/companies'),
    withUser(({ user }) =>
      ok(companiesOf(user).map(({ company, access }) => toUserCompany(company, access))),
    ),
  ),

  http.get<{ id: string }>(
    url('/applications/:id/companies'),
    withUser<{ id: string }>(({ params, user }) =>
      params.id === APPLICATION_ID
        ? ok(companiesOf(user).map(({ company, access }) => toUserCompany(company, access)))
        : fail(404, 'Application not found'),
    ),
  ),

  http.post(
    url('/companies'),
    withUser(async ({ request, user }) => {
      const input = validateCompany(await readBody(request));
      if (!input.ok) return validationFailed(input.fields);
      const company = companies.create(input.value, user.id);
      const access = companyAccess(user, company.id);
      return access ? created(toUserCompany(company, access)) : fail(500, 'Company not created');
    }),
  ),

  http.get<CompanyParams>(
    url('/companies/:id'),
    withCompany(({ company, access }) => ok(toUserCompany(company, access))),
  ),

  http.put<CompanyParams>(
    url('/companies/:id'),
    withCompany(async ({ request, company, access }) => {
      if (!mayEditCompany(access)) return forbidden('Only owners and admins may edit the company');
      const input = validateCompany(await readBody(request));
      if (!input.ok) return validationFailed(input.fields);
      return ok(toUserCompany(companies.replace(company.id, input.value) ?? company, access));
    }),
  ),

  http.delete<CompanyParams>(
    url('/companies/:id'),
    withCompany(({ company, access }) => {
      if (access.via !== 'membership' || access.membership.role !== 'owner') {
        return forbidden('Only owners may delete the company');
      }
      companies.remove(company.id);
      return noContent();
    }),
  ),

  http.get(
    url('/admin/companies'),
    withUser(({ request, user }) => {
      if (!user.isAdmin) return forbidden('Administrators only');
      const query = new URL(request.url).searchParams.get('query') ?? '';
      return ok(companies.search(query).map(toAdminCompany));
    }),
  ),
];

type InvitationParams = { id: string; invitationId: string };

const invitationHandlers = [
  http.get<CompanyParams>(
    url('/companies/:id/invitations'),
    withCompany(({ company }) => ok(invitations.forCompany(company.id).map(toInvitation))),
  ),

  http.post<CompanyParams>(
    url('/companies/:id/invitations'),
    withCompany(async ({ request, user, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may invite');
      const input = validateInvitation(await readBody(request));
      if (!input.ok) return validationFailed(input.fields);
      const invitee = users.findByEmail(input.value.email);
      if (invitee && memberships.find(invitee.id, company.id)) {
        return fail(409, 'Already a member of this company');
      }
      if (invitations.findOpen(company.id, input.value.email)) {
        return fail(409, 'An invitation to this address is already pending');
      }
      const invitation = invitations.create({
        companyId: company.id,
        ...input.value,
        invitedBy: user.id,
      });
      return created(toInvitation(invitation));
    }),
  ),

  http.delete<InvitationParams>(
    url('/companies/:id/invitations/:invitationId'),
    withCompany<InvitationParams>(({ params, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may withdraw invitations');
      const invitation = invitations.findById(params.invitationId);
      if (!invitation || invitation.companyId !== company.id) {
        return fail(404, 'Invitation not found');
      }
      invitations.remove(invitation.id);
      return noContent();
    }),
  ),

  /** Accept: `{a}` = company id, `{b}` = invitation id. */
  http.put<{ companyId: string; invitationId: string }>(
    url('/invitations/:companyId/:invitationId'),
    withUser<{ companyId: string; invitationId: string }>(({ params, user }) => {
      const invitation = invitations.findById(params.invitationId);
      const company = companies.findById(params.companyId);
      // Someone else's invitation is not confirmed to exist.
      if (
        !invitation ||
        !company ||
        invitation.companyId !== company.id ||
        invitation.email.toLowerCase() !== user.email.toLowerCase()
      ) {
        return fail(404, 'Invitation not found');
      }
      if (invitation.status === 'revoked') return fail(410, 'Invitation withdrawn');
      if (invitation.status === 'accepted') return fail(409, 'Invitation already accepted');
      if (invitations.isExpired(invitation)) return fail(410, 'Invitation expired');
      if (!memberships.find(user.id, company.id)) {
        memberships.add(user.id, company.id, invitation.role);
      }
      invitations.update(invitation.id, { status: 'accepted' });
      const access = companyAccess(user, company.id);
      return access ? ok(toUserCompany(company, access)) : companyNotFound();
    }),
  ),
];

type MemberParams = { id: string; memberId: string };

const memberHandlers = [
  http.get<CompanyParams>(
    url('/companies/:id/members'),
    withCompany(({ company }) => ok(memberships.forCompany(company.id).flatMap(toMember))),
  ),

  http.delete<MemberParams>(
    url('/companies/:id/members/:memberId'),
    withCompany<MemberParams>(({ params, user, company, access }) => {
      const membership = memberships.findById(params.memberId);
      if (!membership || membership.companyId !== company.id) return fail(404, 'Member not found');
      const leaving = membership.userId === user.id;
      if (!leaving && !isManager(access))
        return forbidden('Only owners and admins may remove members');
      if (
        !leaving &&
        membership.role === 'owner' &&
        !(access.via === 'membership' && access.membership.role === 'owner')
      ) {
        return forbidden('Only owners may remove an owner');
      }
      if (membership.role === 'owner' && ownersOf(company.id).length === 1) {
        return fail(409, 'The last owner cannot be removed');
      }
      memberships.remove(membership.id);
      return noContent();
    }),
  ),

  http.post(
    url('/searchUserByEmailAndCompany'),
    withUser(async ({ request, user }) => {
      const body = await readBody(request);
      const email = validateEmail(body?.email);
      const companyId = typeof body?.companyId === 'string' ? body.companyId : '';
      if (!email.ok || !companyId) {
        return validationFailed({
          ...(email.ok ? {} : email.fields),
          ...(companyId ? {} : { companyId: 'required' }),
        });
      }
      if (!companyAccess(user, companyId)) return companyNotFound();
      const found = users.findByEmail(email.value);
      const result: UserSearchResult = {
        user: found
          ? {
              id: found.id,
              email: found.email,
              givenName: found.givenName,
              familyName: found.familyName,
            }
          : null,
        role: (found && memberships.find(found.id, companyId)?.role) ?? null,
        pendingInvitationId: invitations.findOpen(companyId, email.value)?.id ?? null,
      };
      return ok(result);
    }),
  ),
];

type AffiliationParams = { id: string; affiliationId: string };

const affiliationHandlers = [
  http.get<CompanyParams>(
    url('/companies/:id/affiliations'),
    withCompany(({ company }) => ok(affiliations.forCompany(company.id).map(toAffiliation))),
  ),

  http.post<CompanyParams>(
    url('/companies/:id/affiliations'),
    withCompany(async ({ request, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may add advisers');
      const body = await readBody(request);
      const proId = typeof body?.proId === 'string' ? body.proId : '';
      const permissions = validatePermissions(body?.permissions);
      const fields = {
        ...(proId ? (pros.findById(proId) ? {} : { proId: 'unknown' }) : { proId: 'required' }),
        ...(permissions.ok ? {} : permissions.fields),
      };
      if (Object.keys(fields).length || !permissions.ok) return validationFailed(fields);
      const existing = affiliations
        .forCompany(company.id)
        .find((a) => a.proId === proId && a.status !== 'revoked');
      if (existing) return fail(409, 'This adviser is already affiliated with the company');
      const affiliation = affiliations.create({
        companyId: company.id,
        proId,
        permissions: permissions.value,
      });
      return created(toAffiliation(affiliation));
    }),
  ),

  /**
   * Owners and admins change permissions or revoke; the adviser firm's own users accept a pending
   * affiliation (status `active`) or end it (status `revoked`), even before they can see the company.
   */
  http.put<AffiliationParams>(
    url('/companies/:id/affiliations/:affiliationId'),
    withUser<AffiliationParams>(async ({ request, params, user }) => {
      const affiliation = affiliations.findById(params.affiliationId);
      const access = companyAccess(user, params.id);
      const isTheAdviser = Boolean(
        affiliation &&
        affiliation.companyId === params.id &&
        user.proId &&
        affiliation.proId === user.proId,
      );
      if (!companies.findById(params.id) || (!access && !isTheAdviser)) return companyNotFound();
      if (!affiliation || affiliation.companyId !== params.id) {
        return fail(404, 'Affiliation not found');
      }
      const update = validateAffiliationUpdate(await readBody(request));
      if (!update.ok) return validationFailed(update.fields);
      const manager = access ? isManager(access) : false;
      const { status, permissions } = update.value;
      if (affiliation.status === 'revoked') return fail(409, 'The affiliation has been revoked');
      if (permissions && !manager)
        return forbidden('Only owners and admins may change permissions');
      if (status === 'active' && affiliation.status !== 'active' && !isTheAdviser) {
        return forbidden('Only the adviser may accept an affiliation');
      }
      if (status === 'pending' && affiliation.status !== 'pending') {
        return fail(409, 'An active affiliation cannot become pending again');
      }
      if (status === 'revoked' && !manager && !isTheAdviser) {
        return forbidden('Only owners, admins or the adviser may revoke');
      }
      const changed = affiliations.update(affiliation.id, {
        ...(status ? { status } : {}),
        ...(permissions ? { permissions } : {}),
      });
      return ok(toAffiliation(changed ?? affiliation));
    }),
  ),

  http.delete<AffiliationParams>(
    url('/companies/:id/affiliations/:affiliationId'),
    withCompany<AffiliationParams>(({ params, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may remove advisers');
      const affiliation = affiliations.findById(params.affiliationId);
      if (!affiliation || affiliation.companyId !== company.id) {
        return fail(404, 'Affiliation not found');
      }
      affiliations.remove(affiliation.id);
      return noContent();
    }),
  ),

  http.get(
    url('/pros'),
    withUser(({ request }) => {
      const country = new URL(request.url).searchParams.get('country')?.toUpperCase();
      const list = pros.all().filter((p) => !country || p.country === country);
      return ok([...list].sort((a, b) => a.name.localeCompare(b.name)));
    }),
  ),

  http.get<{ country: string; code: string }>(
    url('/pros/:country/:code'),
    withUser<{ country: string; code: string }>(({ params }) => {
      const pro = pros.findByCode(params.country, params.code);
      return pro ? ok(pro) : fail(404, 'Pro not found');
    }),
  ),
];

export const accountServiceHandlers = [
  ...userHandlers,
  ...companyHandlers,
  ...invitationHandlers,
  ...memberHandlers,
  ...affiliationHandlers,
];
