/** The company's scheme contracts per market: the scheme and the dates its contract sets. */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { schemeContractEndpoints } from '../../../src/shared/contract/main/scheme-contracts';
import { schemeContracts, schemeContractsOf } from '../data/compliance';
import { fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { ruleOfMarket } from './market-rule';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;
type Params = CompanyScopeParams & PathParams & { country: string; stream: string };

const view = ({ id: _id, companyId: _c, ...contract }: ReturnType<typeof schemeContractsOf>[0]) =>
  contract;

export const schemeContractHandlers = [
  route<typeof schemeContractEndpoints.getSchemeContracts, CompanyScopeParams>(
    base,
    schemeContractEndpoints.getSchemeContracts,
    inCompanyScope(({ params }) => ok(schemeContractsOf(params.companyId).map(view))),
  ),
  route<typeof schemeContractEndpoints.putSchemeContract, Params>(
    base,
    schemeContractEndpoints.putSchemeContract,
    inCompanyScope(({ params, body, access }) => {
      const rule = ruleOfMarket(params.country, params.stream);
      // Only where the law leaves dates to the scheme contract is there a contract to record.
      const contractDated = (rule?.deadlines ?? [])
        .filter((d) => d.basis === 'schemeContract')
        .map((d) => d.id);
      if (!rule || contractDated.length === 0)
        return fail(404, 'No scheme contract dates for this country and stream');
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      if (Object.keys(body.dates).some((id) => !contractDated.includes(id)))
        return validationFailed({ dates: 'invalid' });
      const id = `${params.companyId}/${rule.country}/${rule.stream}`;
      const row = {
        id,
        companyId: params.companyId,
        country: rule.country,
        stream: rule.stream,
        scheme: body.scheme.trim(),
        dates: body.dates,
        updatedAt: new Date().toISOString(),
      };
      if (schemeContracts.findById(id)) schemeContracts.update(id, row);
      else schemeContracts.insert(row);
      return ok(view(row));
    }),
  ),
];
