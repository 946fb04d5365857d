import { useTranslation } from 'react-i18next';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { YearStepSchema } from '@/shared/contract/main/licences';
import { packagingPriceFor } from '@/shared/contract/main/prices';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { useLicensingSection } from '../licensing-country';
import { StepFrame } from './step-frame';
import { YearConflict, yearConflictOf } from './year-conflict';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-input';

/** The years a licence may be for: the current one and the next. */
export const licensableYears = (now = new Date()) => [now.getFullYear(), now.getFullYear() + 1];

export function YearStep({ licence, save, onSaved, onBack }: StepProps) {
  const { t } = useTranslation('services');
  const { country } = useLicensingSection();
  const { data: prices } = useGetPricesQuery();
  const years = licensableYears().filter((y) => !prices || packagingPriceFor(prices, country, y));
  const values = { year: licence?.year ?? undefined };
  const form = useContractForm(YearStepSchema, values, { values });
  const { submit, error, dialog } = useStepSave(
    form,
    { licence, save, onSaved },
    { step: 'year', next: 'quantities', fields: ['year'] },
  );
  const conflict = yearConflictOf(error);
  const draftOpen = conflict?.draftOpen ?? false;

  return (
    <StepFrame
      label={t('licensing.steps.year')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      submitting={form.formState.isSubmitting}
      // A year taken is said on the field, with the way to what takes it (YearConflict).
      error={conflict ? null : error}
    >
      <FormRadioGroup
        control={form.control}
        name="year"
        legend={t('licensing.year.legend')}
        helperText={t('licensing.year.help')}
        errorText={(code) =>
          code === 'taken'
            ? t(draftOpen ? 'licensing.year.takenByDraft' : 'licensing.year.taken')
            : code === 'required'
              ? t('licensing.year.required')
              : undefined
        }
        options={years.map((year, i) => ({
          value: year,
          label: t(i === 0 ? 'licensing.year.current' : 'licensing.year.next', { year }),
        }))}
      />
      <YearConflict error={error} draftId={licence?.id ?? null} year={form.getValues('year')} />
      {dialog}
    </StepFrame>
  );
}
