import type { ObligationRule } from '@/shared/contract/reference';
import { useGetQuantityTotalsQuery } from '../api/quantity-totals-api';
import { materialsOf } from './totals-materials';
import { TotalsForm } from './totals-form';

/**
 * A year's quantities of a market, for duties bound to thresholds (the German declaration of
 * completeness): a company that licensed elsewhere enters them here; without them the platform
 * counts what its licences with us hold. Asked for last year (this year's declaration) and for
 * this year so far (next year's declaration, RULE-2).
 */
export function LastYearTotals({
  companyId,
  rule,
  year,
  current = false,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  year: number;
  /** This year's (so far, or expected), with its own help text. */
  current?: boolean;
  mayEdit: boolean;
}) {
  const materials = materialsOf(rule);
  const totals = useGetQuantityTotalsQuery(companyId, { skip: materials.length === 0 });
  const saved = totals.data?.find(
    (s) => s.country === rule.country && s.stream === rule.stream && s.year === year,
  );
  if (materials.length === 0 || !totals.data) return null;
  return (
    <TotalsForm
      key={saved?.updatedAt ?? 'new'}
      companyId={companyId}
      rule={rule}
      year={year}
      current={current}
      materials={materials}
      initial={saved?.kg ?? {}}
      mayEdit={mayEdit}
    />
  );
}
