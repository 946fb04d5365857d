/** Obligations and deadlines: derived on every read (`mocks/main-api/data/obligations.ts`). */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import {
  COMPLIANCE_SUMMARY_MAX_COMPANIES,
  obligationEndpoints,
} from '../../../src/shared/contract/main/obligations';
import { EU_BASELINE, STREAMS, type Stream } from '../../../src/shared/contract/reference';
import { LOOK_AHEAD_DAYS, LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { markets } from '../data/compliance';
import { companyAccess } from '../../common/data/db';
import { complianceSummaryOf, deadlinesOf, obligationOf, obligationsOf } from '../data/obligations';
import { addDays, daysBetween, today } from '../../../src/domain/schedule';
import { fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;
type Params = CompanyScopeParams & PathParams & { country: string; stream: string };

const MAX_SPAN_DAYS = 3 * 366;
const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const obligationHandlers = [
  route<typeof obligationEndpoints.getObligations, CompanyScopeParams>(
    base,
    obligationEndpoints.getObligations,
    inCompanyScope(({ params }) => {
      const day = today();
      return ok({
        asOf: day,
        obligations: obligationsOf(params.companyId, day),
        factsConfirmed: (markets.findById(params.companyId)?.markets ?? []).every(
          (m) => m.confirmed,
        ),
      });
    }),
  ),
  route<typeof obligationEndpoints.getObligation, Params>(
    base,
    obligationEndpoints.getObligation,
    inCompanyScope(({ params }) => {
      const country = params.country.toUpperCase();
      const stream = params.stream.toLowerCase();
      if (!/^[A-Z]{2}$/.test(country) || country === EU_BASELINE)
        return fail(404, 'Unknown country');
      if (!(STREAMS as readonly string[]).includes(stream)) return fail(404, 'Unknown stream');
      return ok(obligationOf(params.companyId, country, stream as Stream));
    }),
  ),
  route<typeof obligationEndpoints.getDeadlines, CompanyScopeParams>(
    base,
    obligationEndpoints.getDeadlines,
    inCompanyScope(({ params, request }) => {
      const day = today();
      const query = new URL(request.url).searchParams;
      const from = query.get('from') || addDays(day, -LOOK_BACK_DAYS);
      const to = query.get('to') || addDays(day, LOOK_AHEAD_DAYS);
      if (!isIsoDate(from)) return validationFailed({ from: 'invalid' });
      if (!isIsoDate(to) || to < from || daysBetween(from, to) > MAX_SPAN_DAYS)
        return validationFailed({ to: 'invalid' });
      return ok({ asOf: day, from, to, deadlines: deadlinesOf(params.companyId, from, to, day) });
    }),
  ),
  route<typeof obligationEndpoints.getComplianceSummaries>(
    base,
    obligationEndpoints.getComplianceSummaries,
    ({ request, user }) => {
      const named = new URL(request.url).searchParams.get('companyIds') ?? '';
      const ids = [...new Set(named.split(',').map((id) => id.trim()))].filter(Boolean);
      if (ids.length === 0) return validationFailed({ companyIds: 'required' });
      if (ids.length > COMPLIANCE_SUMMARY_MAX_COMPANIES)
        return validationFailed({ companyIds: 'invalid' });
      const day = today();
      const readable = ids.filter((id) => companyAccess(user, id));
      return ok({
        asOf: day,
        summaries: readable.map((id) => complianceSummaryOf(id, day)),
        unavailable: ids.filter((id) => !readable.includes(id)),
      });
    },
  ),
];
