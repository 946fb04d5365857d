import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { needsTaxRepresentative } from '@/domain/spanish-tax-ids';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import {
  NieNifDetailsSchema,
  type NieNifApplication,
  type NieNifDetailsInput,
} from '@/shared/contract/main/nie-nif';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { showToast } from '@/shared/ui/toast';
import { useCreateNieNifApplicationMutation, useUpdateNieNifApplicationMutation } from './api';
import { CompanyFields } from './company-fields';
import { NEW_DETAILS_DRAFT } from './application-steps';
import { SignatoryFields } from './signatory-fields';

const FIELD_ORDER: FieldPath<NieNifDetailsInput>[] = [
  'company.legalName',
  'company.legalForm',
  'company.seatCountry',
  'company.street',
  'company.postalCode',
  'company.city',
  'company.foreignTaxId',
  'company.incorporationDate',
  'company.registerName',
  'company.registerNumber',
  'company.notificationChannel',
  'company.notificationStreet',
  'company.notificationPostalCode',
  'company.notificationCity',
  'company.taxRepresentativeName',
  'company.taxRepresentativeNif',
  'signatory.fullName',
  'signatory.role',
  'signatory.powerOfAttorneyDate',
  'signatory.powerOfAttorneyNotary',
  'signatory.idType',
  'signatory.idCountry',
  'signatory.idNumber',
  'signatory.nie',
];

/**
 * NIE-1, DOM-10: the applicant entity as form 036 needs it (registered address abroad, foreign tax
 * ID, date of incorporation, notification channel, tax representative for a seat outside the EU)
 * and its signatory (role, power of attorney, NIE or M NIF), saved as the application's draft.
 */
export function DetailsForm({ application }: { application: NieNifApplication | undefined }) {
  const { t } = useTranslation('services');
  const { company, companyId = '' } = useCurrentCompany();
  const [create] = useCreateNieNifApplicationMutation();
  const [update] = useUpdateNieNifApplicationMutation();
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm(NieNifDetailsSchema, {
    company: application?.company ?? {
      legalName: company?.name ?? '',
      legalForm: company?.legalForm ?? '',
      seatCountry: company?.country === 'ES' ? '' : (company?.country ?? ''),
      street: company?.address.street ?? '',
      postalCode: company?.address.postalCode ?? '',
      city: company?.address.city ?? '',
      foreignTaxId: company?.vatId ?? '',
      incorporationDate: '',
      registerName: '',
      registerNumber: company?.commercialRegister ?? '',
      notificationChannel: 'dehu',
      notificationStreet: '',
      notificationPostalCode: '',
      notificationCity: '',
      taxRepresentativeName: '',
      taxRepresentativeNif: '',
    },
    signatory: application?.signatory ?? {
      fullName: '',
      role: 'director',
      powerOfAttorneyDate: '',
      powerOfAttorneyNotary: '',
      idType: 'passport',
      idCountry: company?.country ?? '',
      idNumber: '',
      nie: '',
    },
  });
  // TRUST-5: the details survive a reload or a sign-in redirect until they are saved.
  const draft = useSessionDraft(
    application ? `nie-nif-details:${application.id}` : NEW_DETAILS_DRAFT,
    form,
  );
  const guard = useUnsavedGuard(form, { onLeave: draft.clear });
  const seatCountry = String(form.watch('company.seatCountry') ?? '');
  const channel = form.watch('company.notificationChannel');
  const role = form.watch('signatory.role');
  const representative = needsTaxRepresentative(seatCountry);

  const submit = form.handleSubmit(async (details) => {
    setError(null);
    const result = application
      ? await update({ companyId, processId: application.id, details })
      : await create({ companyId, details });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setError(result.error);
      return;
    }
    draft.clear();
    guard.release();
    form.reset(details);
    void showToast(t('nieNif.details.saved'), 'success');
  });

  return (
    <form
      noValidate
      aria-label={t('nieNif.details.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={3}>
        <CompanyFields control={form.control} channel={channel} representative={representative} />
        <SignatoryFields control={form.control} role={role} />
        <SubmitError error={error} />
        <SubmitButton
          submitting={form.formState.isSubmitting}
          busyLabel={t('nieNif.details.saving')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {application ? t('nieNif.details.save') : t('nieNif.details.start')}
        </SubmitButton>
      </Stack>
      {guard.dialog}
    </form>
  );
}
