/** A company's markets: where it sells which streams (read by everyone, changed by editors). */
import { config } from '../../../src/shared/config/config';
import { marketEndpoints } from '../../../src/shared/contract/main/markets';
import { markets } from '../../data/compliance';
import { companies } from '../../data/db';
import { today } from '../../data/schedule';
import { ok } from '../respond';
import { route } from '../route';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

/** A company that has not said yet: no markets, established in its own country. */
const empty = (companyId: string) => ({
  audience: 'both' as const,
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
        audience: body.audience,
        establishments: body.establishments,
        markets: body.markets.map((m) => ({
          country: m.country,
          streams: m.streams,
          since: before?.markets.find((b) => b.country === m.country)?.since ?? today(),
        })),
        updatedAt: new Date().toISOString(),
      };
      if (before) markets.update(params.companyId, row);
      else markets.insert(row);
      return ok(view(params.companyId));
    }),
  ),
];
