import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FieldPath } from 'react-hook-form';
import { usePutOwnRepresentativeMutation } from '@/shared/api/representatives-api';
import {
  OwnRepresentativeInputSchema,
  type OwnRepresentativeInput,
  type Representative,
} from '@/shared/contract/main/representation';
import type { ObligationRule } from '@/shared/contract/reference';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';

const FIELD_ORDER: readonly FieldPath<OwnRepresentativeInput>[] = ['name', 'address', 'since'];

/** Records or changes the company's own representative (`RepresentativeBlock`'s "Record"). */
export function OwnRepresentativeForm({
  companyId,
  rule,
  own,
  onDone,
}: {
  companyId: string;
  rule: ObligationRule;
  own: Representative | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('compliance');
  const [putOwn] = usePutOwnRepresentativeMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(OwnRepresentativeInputSchema, {
    name: own?.name ?? '',
    address: own?.address ?? '',
    since: own?.since ?? '',
  });
  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    const result = await putOwn({ companyId, country: rule.country, stream: rule.stream, input });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
      return;
    }
    void showToast(t('representatives.saved'), 'success');
    onDone();
  });
  return (
    <form
      noValidate
      aria-label={t('representatives.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={1.5} sx={{ mt: 1, maxWidth: 480 }}>
        <FormTextField
          control={form.control}
          name="name"
          id="own-representative-name"
          label={t('representatives.name')}
          required
        />
        <FormTextField
          control={form.control}
          name="address"
          id="own-representative-address"
          label={t('representatives.address')}
          required
          multiline
          minRows={2}
        />
        <FormTextField
          control={form.control}
          name="since"
          id="own-representative-since"
          label={t('representatives.sinceLabel')}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <SubmitError error={serverError} />
        <Stack direction="row" spacing={1}>
          <SubmitButton
            submitting={form.formState.isSubmitting}
            busyLabel={t('representatives.saving')}
          >
            {t('representatives.save')}
          </SubmitButton>
          <Button onClick={onDone}>{t('representatives.cancel')}</Button>
        </Stack>
      </Stack>
    </form>
  );
}
