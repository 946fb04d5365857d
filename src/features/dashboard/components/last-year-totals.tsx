import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObligationRule } from '@/shared/contract/reference';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showToast } from '@/shared/ui/toast';
import {
  useGetQuantityTotalsQuery,
  usePutQuantityTotalsMutation,
} from '../api/quantity-totals-api';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { UnitAdornment } from '@/shared/forms/unit-adornment';

/** The materials the rule's thresholds add up (its deadlines' and duties'), in the rule's order. */
const materialsOf = (rule: ObligationRule) => [
  ...new Set(
    [...rule.deadlines, ...(rule.duties ?? [])].flatMap(
      (d) => d.condition?.anyOf.flatMap((g) => g.materials) ?? [],
    ),
  ),
];

/** Whether last year's quantities decide a duty itself (Norway), not only a declaration. */
export const dutyByTotals = (rule: ObligationRule) => (rule.duties ?? []).some((d) => d.condition);

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

function TotalsForm({
  companyId,
  rule,
  year,
  current,
  materials,
  initial,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  year: number;
  current: boolean;
  materials: string[];
  initial: Record<string, number>;
  mayEdit: boolean;
}) {
  const { t } = useTranslation('compliance');
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      materials.map((m) => [m, initial[m] === undefined ? '' : String(initial[m])]),
    ),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const [put, { isLoading, error }] = usePutQuantityTotalsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = materials.map((m) => [m, values[m]?.trim() ? Number(values[m]) : 0] as const);
    const wrong = parsed.filter(([, kg]) => !Number.isFinite(kg) || kg < 0).map(([m]) => m);
    setInvalid(wrong);
    if (wrong.length > 0) {
      document.getElementById(`totals-${year}-${wrong[0]}`)?.focus();
      return;
    }
    const result = await put({
      companyId,
      country: rule.country,
      stream: rule.stream,
      year,
      input: { kg: Object.fromEntries(parsed) },
    });
    if ('data' in result) void showToast(t('totals.saved'), 'success');
  };

  return (
    <Box
      component="form"
      aria-labelledby={`totals-title-${year}`}
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ mt: 2 }}
    >
      <Typography variant="subtitle2" component="h4" id={`totals-title-${year}`}>
        {t('totals.title', { year })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(
          current ? 'totals.thisYearHelp' : dutyByTotals(rule) ? 'totals.dutyHelp' : 'totals.help',
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {materials.map((m) => (
          <PlainTextField
            key={m}
            id={`totals-${year}-${m}`}
            size="small"
            label={t(`totals.materials.${m}` as 'totals.materials.glass')}
            value={values[m] ?? ''}
            disabled={!mayEdit}
            onChange={(e) => setValues((v) => ({ ...v, [m]: e.target.value }))}
            error={invalid.includes(m)}
            helperText={invalid.includes(m) ? t('totals.invalid') : undefined}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <UnitAdornment unit="kg" /> },
            }}
          />
        ))}
      </Box>
      <SubmitError error={error} sx={{ mt: 1.5 }} />
      {mayEdit && (
        <SubmitButton submitting={isLoading} busyLabel={t('totals.saving')} sx={{ mt: 1.5 }}>
          {t('totals.save')}
        </SubmitButton>
      )}
    </Box>
  );
}
