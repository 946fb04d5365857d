import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObligationRule } from '@/shared/contract/reference';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showToast } from '@/shared/ui/toast';
import { usePutQuantityTotalsMutation } from '../api/quantity-totals-api';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { UnitAdornment } from '@/shared/forms/unit-adornment';
import { dutyByTotals } from './totals-materials';

/** A year's quantities per material, saved together (`LastYearTotals`). */
export function TotalsForm({
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
