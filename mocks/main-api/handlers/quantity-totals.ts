/** Past and this year's quantities per market, entered by the company (threshold-bound duties). */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { quantityTotalsEndpoints } from '../../../src/shared/contract/main/quantity-totals';
import { inForce } from '../../../src/domain/applicability';
import { today } from '../../../src/domain/schedule';
import { quantityTotals, quantityTotalsOf } from '../data/compliance';
import { fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { ruleOfMarket } from './market-rule';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;
type Params = CompanyScopeParams & PathParams & { country: string; stream: string; year: string };

const view = ({ id: _id, companyId: _c, ...totals }: ReturnType<typeof quantityTotalsOf>[0]) =>
  totals;

export const quantityTotalsHandlers = [
  route<typeof quantityTotalsEndpoints.getQuantityTotals, CompanyScopeParams>(
    base,
    quantityTotalsEndpoints.getQuantityTotals,
    inCompanyScope(({ params }) => ok(quantityTotalsOf(params.companyId).map(view))),
  ),
  route<typeof quantityTotalsEndpoints.putQuantityTotals, Params>(
    base,
    quantityTotalsEndpoints.putQuantityTotals,
    inCompanyScope(({ params, body, access }) => {
      const rule = ruleOfMarket(params.country, params.stream);
      if (!rule || !inForce(rule, today()))
        return fail(404, 'No obligation for this country and stream');
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      const year = Number(params.year);
      const thisYear = Number(today().slice(0, 4));
      // Past years, and this year so far: next year's threshold-bound duties look back at it
      // (RULE-2), and a company that knows its quantities early may say so.
      if (!/^\d{4}$/.test(params.year) || year > thisYear || year < thisYear - 5)
        return validationFailed({ year: 'invalid' });
      const id = `${params.companyId}/${rule.country}/${rule.stream}/${year}`;
      const row = {
        id,
        companyId: params.companyId,
        country: rule.country,
        stream: rule.stream,
        year,
        kg: body.kg,
        updatedAt: new Date().toISOString(),
      };
      if (quantityTotals.findById(id)) quantityTotals.update(id, row);
      else quantityTotals.insert(row);
      return ok(view(row));
    }),
  ),
];
