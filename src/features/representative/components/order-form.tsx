import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasReason } from '@/shared/api/api-error';
import { useReasonText } from '@/shared/api/error-message';
import { useGetProcessesQuery } from '@/shared/api/processes-api';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { useGetRepresentativesQuery } from '@/shared/api/representatives-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { ProcessSummary } from '@/shared/contract/main/processes';
import {
  RepresentationOrderInputSchema,
  type RepresentationSelection,
} from '@/shared/contract/main/representation';
import { representationOptions } from '@/domain/representation-options';
import { SECTION_COUNTRIES } from '@/shared/contract/reference';
import { AcceptAndSubmit } from '@/shared/forms/accept-and-submit';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { countryName } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { readStoredQuickcheck } from '@/shared/quickcheck/stored-quickcheck';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useOrderRepresentationMutation } from '../api/representation-api';
import { EstimatedPrice } from './representative-parts';
import { SelectionGrid } from './selection-grid';
import { suggestedSelections, type Market } from './suggested-selections';
import { streamName } from '@/shared/i18n/stream-name';

/**
 * AME-1: the countries and streams to be represented in (pre-selected where the law requires a
 * representative on the company's markets), price and terms, then the order.
 */
export function RepresentationOrderForm() {
  const { t } = useTranslation('services');
  const { company, companyId = '' } = useCurrentCompany();
  const { data: reference } = useGetReferenceQuery();
  const { data: processes } = useGetProcessesQuery(companyId);
  const representatives = useGetRepresentativesQuery(companyId);
  if (!company || !reference || !processes || representatives.isLoading)
    return <LoadingBlock height={280} label={t('representative.order.loading')} />;
  // DOM-7: nothing where the company is established (seat or branch); nothing suggested where a
  // representative is appointed or ordered already.
  const options = representationOptions(
    reference.rules,
    company.country,
    SECTION_COUNTRIES,
    representatives.data?.establishments ?? [],
  );
  const represented = representatives.data?.representatives ?? [];
  const open = options.filter(
    (o) => !represented.some((r) => r.country === o.country && r.stream === o.stream),
  );
  const quickcheck = readStoredQuickcheck();
  const markets: Market[] = [
    ...processes.map((p) => ({ country: p.country, streams: p.streams })),
    ...(quickcheck
      ? quickcheck.answers.countries.map((country) => ({
          country,
          streams: quickcheck.answers.streams,
        }))
      : []),
  ];
  // UX-4: orders still running, to warn before the same country and stream is ordered twice.
  const running = processes.filter(
    (p) => p.service === 'authoriseme' && (p.status === 'submitted' || p.status === 'active'),
  );
  return (
    <OrderFormFields
      key={companyId}
      companyId={companyId}
      options={options}
      initial={suggestedSelections(open, markets)}
      runningOrders={running}
    />
  );
}

function OrderFormFields({
  companyId,
  options,
  initial,
  runningOrders,
}: {
  companyId: string;
  options: ReturnType<typeof representationOptions>;
  initial: RepresentationSelection[];
  runningOrders: readonly ProcessSummary[];
}) {
  const { t, i18n } = useTranslation(['services']);
  const reasonText = useReasonText();
  const navigate = useNavigate();
  const [orderRepresentation] = useOrderRepresentationMutation();
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm(RepresentationOrderInputSchema, { selections: initial });
  // TRUST-5: the choice survives a reload or a sign-in redirect; the terms are accepted again.
  const draft = useSessionDraft('representation-order', form, { omit: ['acceptTerms'] });
  const guard = useUnsavedGuard(form, { onLeave: draft.clear });
  const selections = form.watch('selections') as RepresentationSelection[];

  // UX-4: what the choice repeats of an order still running.
  const twice = (selections ?? []).flatMap((s) =>
    s.streams
      .filter((stream) =>
        runningOrders.some((p) => p.country === s.country && p.streams.includes(stream)),
      )
      .map((stream) => `${countryName(s.country, i18n.language)}: ${streamName(t, stream)}`),
  );
  // TRUST-4: an order for the same country and stream still runs; the answer names it.
  const running = hasReason(error, 'orderRunning') && error.processId ? error.processId : null;

  const submit = form.handleSubmit(async (order) => {
    setError(null);
    const result = await orderRepresentation({ companyId, order });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, ['selections', 'acceptTerms']);
      setError(result.error);
      return;
    }
    draft.clear();
    guard.release();
    void showToast(t('representative.order.ordered'), 'success');
    navigate(companyPaths(companyId).startProcessNext(result.data.id));
  });

  return (
    <form
      noValidate
      aria-label={t('representative.order.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            {initial.length > 0 && (
              <Alert severity="info" role="note">
                {t('representative.order.preselected')}
              </Alert>
            )}
            <SelectionGrid control={form.control} options={options} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} aria-live="polite">
            <EstimatedPrice selections={selections ?? []} />
            <Typography variant="body2" color="text.secondary">
              {t('representative.order.termsSummary')}
            </Typography>
          </Stack>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2}>
            {twice.length > 0 && !running && (
              <Alert severity="warning" role="note">
                {t('representative.order.alreadyOrdered', { list: twice.join('; ') })}
              </Alert>
            )}
            {running && (
              <Alert severity="warning" role="alert">
                {reasonText('orderRunning')}{' '}
                <Link component={RouterLink} to={companyPaths(companyId).startProcessNext(running)}>
                  {t('representative.order.openRunning')}
                </Link>
              </Alert>
            )}
            <AcceptAndSubmit
              control={form.control}
              name="acceptTerms"
              label={t('representative.order.terms')}
              requiredText={t('representative.order.termsRequired')}
              error={running ? null : error}
              submitting={form.formState.isSubmitting}
              busyLabel={t('representative.order.ordering')}
            >
              {t('representative.order.submit')}
            </AcceptAndSubmit>
          </Stack>
        </Grid>
      </Grid>
      {guard.dialog}
    </form>
  );
}
