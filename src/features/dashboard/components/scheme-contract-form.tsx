import { Suspense, useEffect } from 'react';
import type { ObligationRule } from '@/shared/contract/reference';
import { lazyPart } from '@/shared/ui/lazy-part';
import { hasSchemeContract } from '@/domain/scheme-participation';
import { useGetSchemeContractsQuery } from '../api/scheme-contracts-api';

/**
 * The form itself, with MUI's Autocomplete (and Popper), is a chunk of its own: only the pages of
 * rules with a scheme to join or contract-dated deadlines (German and Austrian packaging) show it,
 * and only once the company's
 * contracts have answered, so the other country pages do not download it (route weight, issue 21
 * part 7). Its download starts with the contracts' query, beside it.
 */
const { Part: ContractForm, prefetch: prefetchContractForm } = lazyPart(() =>
  import(/* webpackChunkName: "scheme-contract-form" */ './contract-form').then(
    (m) => m.ContractForm,
  ),
);

/** Deadlines of the rule whose date the scheme contract sets, not the law. */
export const contractDatedDeadlines = (rule: ObligationRule) =>
  rule.deadlines.filter((d) => d.basis === 'schemeContract');

/**
 * The company's scheme, its membership number and the dates its contract sets (DOM-5, RULE-2): a
 * membership booked outside the platform fulfils system participation; where the law leaves a date
 * to the contract (German planned and year-end quantities), the deadlines follow what is recorded
 * here; an empty date keeps the usual one.
 */
export function SchemeContractForm({
  companyId,
  rule,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  mayEdit: boolean;
}) {
  const dated = contractDatedDeadlines(rule);
  const wanted = hasSchemeContract(rule);
  const contracts = useGetSchemeContractsQuery(companyId, { skip: !wanted });
  useEffect(() => {
    if (wanted) prefetchContractForm();
  }, [wanted]);
  if (!wanted || !contracts.currentData) return null;
  const saved = contracts.currentData.find(
    (c) => c.country === rule.country && c.stream === rule.stream,
  );
  return (
    // Nothing shows until the form is there, as nothing shows until the contracts answered.
    <Suspense fallback={null}>
      <ContractForm
        key={saved?.updatedAt ?? 'new'}
        companyId={companyId}
        rule={rule}
        deadlineIds={dated.map((d) => d.id)}
        saved={saved}
        mayEdit={mayEdit}
      />
    </Suspense>
  );
}
