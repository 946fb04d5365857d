/** A company's markets: where it sells which streams (read by everyone, changed by editors). */
import { config } from '../../../src/shared/config/config';
import { marketEndpoints } from '../../../src/shared/contract/main/markets';
import { markets } from '../data/compliance';
import { companies } from '../../common/data/db';
import { today } from '../../../src/domain/schedule';
import { defaultSalesStart } from '../../../src/domain/company-facts';
import { ok } from '../../common/respond';
import { route } from '../../common/route';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

/** A company that has not said yet: no markets, established in its own country. */
const empty = (companyId: string) => ({
  establishments: [companies.findById(companyId)?.country ?? ''].filter(Boolean),
  markets: [],
  updatedAt: null,
});

const view = (companyId: string) => {
  const row = markets.findById(companyId);
  if (!row) return empty(companyId);
  const { id: _id, ...data } = row;
  return data;
};

export const marketHandlers = [
  route<typeof marketEndpoints.getMarkets, CompanyScopeParams>(
    base,
    marketEndpoints.getMarkets,
    inCompanyScope(({ params }) => ok(view(params.companyId))),
  ),
  route<typeof marketEndpoints.putMarkets, CompanyScopeParams>(
    base,
    marketEndpoints.putMarkets,
    inCompanyScope(({ params, body, access }) => {
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      const before = markets.findById(params.companyId);
      const row = {
        id: params.companyId,
        establishments: body.establishments,
        // Saving confirms the facts: what the company sees in the form is what it said.
        markets: body.markets.map((m) => ({
          country: m.country,
          streams: m.streams,
          since:
            m.since ??
            before?.markets.find((b) => b.country === m.country)?.since ??
            defaultSalesStart(today()),
          facts: m.facts ?? body.facts,
          size: m.size ?? before?.markets.find((b) => b.country === m.country)?.size ?? null,
          confirmed: true,
        })),
        updatedAt: new Date().toISOString(),
      };
      if (before) markets.update(params.companyId, row);
      else markets.insert(row);
      return ok(view(params.companyId));
    }),
  ),
];
