/** Platform administration: the company search. */
import { adminEndpoints } from '../../../src/shared/contract/account/admin';
import { companies } from '../../common/data/db';
import { ok } from '../../common/respond';
import { route } from '../../common/route';
import { accountUrl, refused } from './rules';
import { toAdminCompany } from './views';

export const adminHandlers = [
  route(accountUrl, adminEndpoints.searchAdminCompanies, ({ request, user }) => {
    if (!user.isAdmin) return refused('platformAdminsOnly');
    const query = new URL(request.url).searchParams.get('query') ?? '';
    return ok(companies.search(query).map(toAdminCompany));
  }),
];
