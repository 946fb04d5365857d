import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldPath } from 'react-hook-form';
import {
  useDeleteOwnRepresentativeMutation,
  useGetRepresentativesQuery,
  usePutOwnRepresentativeMutation,
} from '@/shared/api/representatives-api';
import {
  OwnRepresentativeInputSchema,
  type OwnRepresentativeInput,
  type Representative,
} from '@/shared/contract/main/representation';
import { inForce } from '@/domain/applicability';
import { today } from '@/domain/schedule';
import type { ObligationRule } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { companyPaths } from '@/shared/paths';
import { showToast } from '@/shared/ui/toast';

const FIELD_ORDER: readonly FieldPath<OwnRepresentativeInput>[] = ['name', 'address', 'since'];

/**
 * DOM-7: who represents the company in this country for this stream (its own representative, or
 * the one ordered from us with its next steps), "established here" where it has its seat or a
 * branch, and a small form to record or remove its own representative.
 */
export function RepresentativeBlock({
  companyId,
  rule,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  const { data } = useGetRepresentativesQuery(companyId);
  const [editing, setEditing] = useState(false);
  const [deleteOwn, deletion] = useDeleteOwnRepresentativeMutation();
  if (
    !inForce(rule, today()) ||
    (rule.authorisedRepresentative !== 'required' && rule.authorisedRepresentative !== 'optional')
  )
    return null;
  if (!data) return null;
  if (data.establishments.includes(rule.country))
    return (
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="representative-block">
        {t('representatives.established')}
      </Typography>
    );
  const mine = data.representatives.filter(
    (r) => r.country === rule.country && r.stream === rule.stream,
  );
  const own = mine.find((r) => r.kind === 'own');
  const line = (r: Representative) =>
    r.kind === 'own'
      ? [
          t('representatives.own', { name: r.name ?? '' }),
          r.address ?? t('representatives.addressMissing'),
          r.since ? t('representatives.since', { date: formatDate(r.since, i18n.language) }) : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : t('representatives.ordered');

  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="representative-block">
      {mine.length === 0 && <Typography variant="body2">{t('representatives.none')}</Typography>}
      {mine.map((r) => (
        <Typography variant="body2" key={`${r.kind}-${r.orderId ?? ''}`} component="div">
          {line(r)} · {t(`representatives.status.${r.status}`)}
          {r.orderId && r.status === 'pending' && (
            <>
              {' · '}
              <Button
                size="small"
                component={RouterLink}
                to={companyPaths(companyId).startProcessNext(r.orderId)}
              >
                {t('representatives.nextSteps')}
              </Button>
            </>
          )}
        </Typography>
      ))}
      {mayEdit && !editing && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            {own ? t('representatives.edit') : t('representatives.record')}
          </Button>
          {own && (
            <Button
              size="small"
              color="error"
              disabled={deletion.isLoading}
              onClick={() =>
                void deleteOwn({ companyId, country: rule.country, stream: rule.stream }).then(
                  (result) => {
                    if (!('error' in result))
                      void showToast(t('representatives.removed'), 'success');
                  },
                )
              }
            >
              {t('representatives.remove')}
            </Button>
          )}
        </Stack>
      )}
      {mayEdit && editing && (
        <OwnRepresentativeForm
          companyId={companyId}
          rule={rule}
          own={own}
          onDone={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

function OwnRepresentativeForm({
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
