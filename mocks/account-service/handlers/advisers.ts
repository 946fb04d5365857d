/** Adviser firms and their affiliations with client companies. */
import { adviserEndpoints, type ProClient } from '../../../src/shared/contract/account/advisers';
import { affiliations, companies, companyAccess, pros, users } from '../../common/data/db';
import {
  companyNotFound,
  created,
  fail,
  mailLimited,
  noContent,
  ok,
  validationFailed,
} from '../../common/respond';
import { route } from '../../common/route';
import { sendAffiliationRequestMails } from './mails';
import { accountUrl, conflict, denied, inCompany, refused, type CompanyParams } from './rules';
import { toAffiliation } from './views';

type AffiliationParams = CompanyParams & { affiliationId: string };

const contains = (text: string, query: string) =>
  text.toLocaleLowerCase().includes(query.toLocaleLowerCase());

export const adviserHandlers = [
  route<typeof adviserEndpoints.getAffiliations, CompanyParams>(
    accountUrl,
    adviserEndpoints.getAffiliations,
    inCompany(
      ({ company, access }) =>
        denied(access, 'viewAdvisers') ??
        ok(affiliations.forCompany(company.id).map(toAffiliation)),
    ),
  ),

  route<typeof adviserEndpoints.createAffiliation, CompanyParams>(
    accountUrl,
    adviserEndpoints.createAffiliation,
    inCompany(({ user, company, access, body }) => {
      const refusal = denied(access, 'manageAdvisers');
      if (refusal) return refusal;
      if (!pros.findById(body.proId)) return validationFailed({ proId: 'invalid' });
      const existing = affiliations
        .forCompany(company.id)
        .find((a) => a.proId === body.proId && a.status !== 'revoked');
      if (existing) {
        return conflict(409, 'alreadyAffiliated', 'This adviser is already affiliated', {
          fields: { proId: 'taken' },
        });
      }
      const limited = mailLimited(adviserEndpoints.createAffiliation, {
        addresses: users
          .all()
          .filter((u) => u.proId === body.proId)
          .map((u) => u.email),
        userId: user.id,
      });
      if (limited) return limited;
      const affiliation = affiliations.create({
        companyId: company.id,
        proId: body.proId,
        permissions: body.permissions,
      });
      sendAffiliationRequestMails(affiliation);
      return created(toAffiliation(affiliation));
    }),
  ),

  /**
   * Owners and admins change permissions or end the affiliation; the adviser firm's own users
   * accept a pending affiliation (status `active`) or decline / end it (status `revoked`), even
   * before they can see the company.
   */
  route<typeof adviserEndpoints.updateAffiliation, AffiliationParams>(
    accountUrl,
    adviserEndpoints.updateAffiliation,
    ({ params, user, body }) => {
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
      const mayManage = access ? denied(access, 'manageAdvisers') === null : false;
      const { status, permissions } = body;
      if (affiliation.status === 'revoked') {
        return conflict(409, 'affiliationEnded', 'The affiliation has ended');
      }
      if (permissions && !mayManage) return refused('managersOnly');
      if (status === 'active' && affiliation.status !== 'active' && !isTheAdviser) {
        return refused('adviserOnly');
      }
      if (status === 'pending' && affiliation.status !== 'pending') {
        return conflict(409, 'affiliationEnded', 'An active affiliation cannot become pending');
      }
      if (status === 'revoked' && !mayManage && !isTheAdviser) return refused('managersOnly');
      const changed = affiliations.update(affiliation.id, {
        ...(status ? { status } : {}),
        ...(permissions ? { permissions } : {}),
      });
      return ok(toAffiliation(changed ?? affiliation));
    },
  ),

  route<typeof adviserEndpoints.deleteAffiliation, AffiliationParams>(
    accountUrl,
    adviserEndpoints.deleteAffiliation,
    inCompany(({ params, company, access }) => {
      const refusal = denied(access, 'manageAdvisers');
      if (refusal) return refusal;
      const affiliation = affiliations.findById(params.affiliationId);
      if (!affiliation || affiliation.companyId !== company.id) {
        return fail(404, 'Affiliation not found');
      }
      affiliations.remove(affiliation.id);
      return noContent();
    }),
  ),

  route(accountUrl, adviserEndpoints.getPros, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const country = search.get('country')?.trim().toUpperCase();
    const query = search.get('query')?.trim() ?? '';
    const list = pros
      .all()
      .filter((p) => !country || p.country === country)
      .filter((p) => !query || contains(p.name, query) || contains(p.city, query));
    return ok([...list].sort((a, b) => a.name.localeCompare(b.name)));
  }),

  route<typeof adviserEndpoints.getPro, { country: string; code: string }>(
    accountUrl,
    adviserEndpoints.getPro,
    ({ params, user }) => {
      const pro = pros.findByCode(params.country, params.code);
      if (!pro) return fail(404, 'Pro not found');
      if (user.proId !== pro.id) return ok(pro);
      const clients = affiliations
        .all()
        .filter((a) => a.proId === pro.id)
        .flatMap((a): ProClient[] => {
          const company = companies.findById(a.companyId);
          return company
            ? [
                {
                  affiliationId: a.id,
                  companyId: company.id,
                  companyName: company.name,
                  country: company.country,
                  city: company.address.city,
                  status: a.status,
                  permissions: [...a.permissions],
                  createdAt: a.createdAt,
                },
              ]
            : [];
        });
      return ok({ ...pro, clients });
    },
  ),
];
