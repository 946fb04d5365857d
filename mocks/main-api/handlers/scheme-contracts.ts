/**
 * The company's scheme contracts per market, booked outside the platform: the scheme, its
 * membership number and the dates its contract sets.
 */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { schemeContractEndpoints } from '../../../src/shared/contract/main/scheme-contracts';
import { schemeContracts, schemeContractsOf } from '../data/compliance';
import { fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { hasSchemeContract } from '../../../src/domain/scheme-participation';
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
      const contractDated = (rule?.deadlines ?? [])
        .filter((d) => d.basis === 'schemeContract')
        .map((d) => d.id);
      // Only where there is a scheme to join, or dates a contract sets, is there one to record.
      if (!rule || !hasSchemeContract(rule))
        return fail(404, 'No scheme contract for this country and stream');
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
        membershipNumber: body.membershipNumber,
        dates: body.dates,
        updatedAt: new Date().toISOString(),
      };
      if (schemeContracts.findById(id)) schemeContracts.update(id, row);
      else schemeContracts.insert(row);
      return ok(view(row));
    }),
  ),
];
