import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldPath } from 'react-hook-form';
import { SubmitError } from '@/shared/forms/submit-error';
import {
  AddBrandInputSchema,
  type AddBrandInput,
  type ProducerRegistration,
} from '@/shared/contract/main/producer-registrations';
import { formatDate } from '@/shared/i18n/format';
import { FormCheckboxGroup } from './form-checkbox-group';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { RecordList } from '@/shared/ui/record-list';
import { showToast } from '@/shared/ui/toast';
import { useAddRegistrationBrandMutation } from '../api/registrations-api';

const FIELD_ORDER: readonly FieldPath<AddBrandInput>[] = ['brand', 'equipmentTypes'];

/**
 * DOM-8: German WEEE registrations per brand and equipment type under the producer's one
 * WEEE-Reg.-Nr., and a new brand registered under it.
 */
export function BrandRegistrations({
  companyId,
  registration,
  mayEdit,
}: {
  companyId: string;
  registration: ProducerRegistration;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation('services');
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('registrations.brands.intro')}
      </Typography>
      <RecordList
        label={t('registrations.brands.title')}
        rowKey={(b) => `${b.brand}-${b.equipmentType}`}
        rows={registration.brandRegistrations}
        columns={[
          { id: 'brand', header: t('registrations.brands.brand'), cell: (b) => b.brand },
          {
            id: 'type',
            header: t('registrations.brands.type'),
            cell: (b) => t(`registrations.equipmentTypes.${b.equipmentType}`),
          },
          {
            id: 'state',
            header: t('registrations.brands.state'),
            cell: (b) =>
              b.registeredAt
                ? t('registrations.brands.registered', {
                    date: formatDate(b.registeredAt, i18n.language),
                  })
                : t('registrations.brands.applied'),
          },
        ]}
      />
      {mayEdit && registration.status !== 'cancelled' && (
        <AddBrandForm companyId={companyId} registration={registration} />
      )}
    </Stack>
  );
}

function AddBrandForm({
  companyId,
  registration,
}: {
  companyId: string;
  registration: ProducerRegistration;
}) {
  const { t } = useTranslation('services');
  const [addBrand] = useAddRegistrationBrandMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(AddBrandInputSchema, { brand: '', equipmentTypes: [] });
  const submit = form.handleSubmit(async (brand) => {
    setServerError(null);
    const result = await addBrand({ companyId, processId: registration.id, brand });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
      return;
    }
    form.reset({ brand: '', equipmentTypes: [] });
    void showToast(t('registrations.brands.added'), 'success');
  });
  return (
    <form
      noValidate
      aria-label={t('registrations.brands.add')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="h3">{t('registrations.brands.add')}</Typography>
        <FormTextField
          control={form.control}
          name="brand"
          id="add-brand-name"
          label={t('registrations.brands.brand')}
          helperText={t('registrations.brands.sameNumber')}
          required
        />
        <FormCheckboxGroup
          control={form.control}
          name="equipmentTypes"
          legend={t('registrations.brands.types')}
          options={registration.equipmentTypes.map((type) => ({
            value: type,
            label: t(`registrations.equipmentTypes.${type}`),
          }))}
        />
        <SubmitError error={serverError} />
        <div>
          <SubmitButton
            submitting={form.formState.isSubmitting}
            busyLabel={t('registrations.brands.adding')}
          >
            {t('registrations.brands.submit')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
