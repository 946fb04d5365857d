import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import {
  ContractSignatureSchema,
  type RepresentationOrder,
} from '@/shared/contract/main/representation';
import { AcceptAndSubmit } from '@/shared/forms/accept-and-submit';
import { FormTextField } from '@/shared/forms/form-text-field';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { useSignRepresentationContractMutation } from '../api/representation-api';

/**
 * AME-1: the contract step's form (the signatory's name, the acceptance, "Sign"). It shows only
 * while that step is open and the user may act, so the next-steps page loads it after its first
 * paint (react-hook-form and MUI's text field: a chunk of its own, HOUSE-6).
 */
export function SignContract({ order }: { order: RepresentationOrder }) {
  const { t } = useTranslation('services');
  const [sign] = useSignRepresentationContractMutation();
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm(ContractSignatureSchema, { signatoryName: '' });
  const submit = form.handleSubmit(async (signature) => {
    setError(null);
    const result = await sign({ companyId: order.companyId, processId: order.id, signature });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, ['signatoryName', 'accept']);
      setError(result.error);
      return;
    }
    void showToast(t('representative.steps.contract.signed'), 'success');
  });
  return (
    <form
      noValidate
      aria-label={t('representative.steps.contract.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={1.5}>
        <FormTextField
          control={form.control}
          name="signatoryName"
          id="contract-signatory"
          label={t('representative.steps.contract.signatory')}
          helperText={t('representative.steps.contract.signatoryHelp')}
          required
          autoComplete="name"
        />
        <AcceptAndSubmit
          control={form.control}
          name="accept"
          label={t('representative.steps.contract.accept')}
          requiredText={t('representative.steps.contract.acceptRequired')}
          error={error}
          submitting={form.formState.isSubmitting}
          busyLabel={t('representative.steps.contract.signing')}
        >
          {t('representative.steps.contract.sign')}
        </AcceptAndSubmit>
      </Stack>
    </form>
  );
}
