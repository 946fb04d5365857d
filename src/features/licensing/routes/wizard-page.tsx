import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isErrorKind } from '@/shared/api/api-error';
import { LICENCE_WIZARD_STEPS, type WizardStep } from '@/shared/contract/main/licences';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useGetLicenceQuery } from '../api/licensing-api';
import { DiscardDraftButton } from '../components/discard-draft';
import { useLicensingSection } from '../components/licensing-country';
import type { StepProps } from '../components/wizard/step-props';
import { useSaveStep } from '../components/wizard/use-save-step';
import { WizardProgress } from '../components/wizard/wizard-progress';
import { useStepHeading } from '@/shared/forms/use-step-heading';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useTexts } from '@/shared/i18n/use-rule-texts';
import { serviceNamespace } from '@/shared/i18n/namespaces';

/**
 * The steps after the first (year, quantities with the product-list import, review) are chunks of
 * their own, not part of the wizard's navigation (route weight, issue 21 part 7). The next step's
 * download starts when a step shows, so "Next" finds it there; a step opened by its address (a
 * reload, a draft continued) downloads with the draft, under the same loading block. A failed
 * download is thrown to the route's error screen, as a page's failed chunk is.
 */
const { Part: YearStep, prefetch: prefetchYear } = lazyPart(() =>
  import(/* webpackChunkName: "wizard-year" */ '../components/wizard/year-step').then(
    (m) => m.YearStep,
  ),
);
const { Part: QuantitiesStep, prefetch: prefetchQuantities } = lazyPart(() =>
  import(/* webpackChunkName: "wizard-quantities" */ '../components/wizard/quantities-step').then(
    (m) => m.QuantitiesStep,
  ),
);
const { Part: ReviewStep, prefetch: prefetchReview } = lazyPart(() =>
  import(/* webpackChunkName: "wizard-review" */ '../components/wizard/review-step').then(
    (m) => m.ReviewStep,
  ),
);
/** The download of each step's chunk, and of the one after it. */
const PREFETCH: Record<WizardStep, readonly (() => void)[]> = {
  registration: [prefetchYear],
  year: [prefetchYear, prefetchQuantities],
  quantities: [prefetchQuantities, prefetchReview],
  review: [prefetchReview],
};

/**
 * The route loads only the first step's texts (a text subset, HOUSE-6); the later steps need the
 * service's whole part, downloaded once the first step shows, as the next step's chunk is.
 */
const LATER_TEXTS = [serviceNamespace('licensing')];

const isStep = (value: string | null): value is WizardStep =>
  (LICENCE_WIZARD_STEPS as readonly (string | null)[]).includes(value);

/**
 * LIC-2: the licensing wizard. The draft lives in the service (`?draft=<id>`), saved after every
 * step; the address names the step, so reloading, coming back later or a renewed session continue
 * where the user was. Its first step is the country's (`RegistrationStep`): each country's route
 * module brings only its own (de-wizard-page.tsx, at-wizard-page.tsx), so the German
 * first paint has no radio buttons (HOUSE-6).
 */
export function WizardPage({ RegistrationStep }: { RegistrationStep: ComponentType<StepProps> }) {
  const { t, i18n } = useTranslation(['services', 'common']);
  const section = useLicensingSection();
  const [search] = useSearchParams();
  const draftId = search.get('draft');
  const {
    data: loaded,
    error,
    isLoading,
    refetch,
  } = useGetLicenceQuery(
    { companyId: section.companyId, processId: draftId ?? '' },
    { skip: !draftId },
  );
  // One saver for every step: saves wait for each other and share the draft's id (TRUST-5).
  const { save, goTo, created } = useSaveStep(draftId);
  // The draft a step's save has just created is shown as it is, not swapped for a loading state.
  const licence = loaded ?? created;
  const permissions = useServicePermissions();
  const requested = search.get('step');
  const step: WizardStep = isStep(requested) ? requested : (licence?.step ?? 'registration');
  // A step is reachable once the draft got there: no skipping ahead by editing the address.
  const reachable = LICENCE_WIZARD_STEPS.indexOf(licence?.step ?? 'registration');
  const shownStep =
    LICENCE_WIZARD_STEPS.indexOf(step) > reachable ? (licence?.step ?? 'registration') : step;
  const index = LICENCE_WIZARD_STEPS.indexOf(shownStep);
  useEffect(() => {
    PREFETCH[shownStep].forEach((prefetch) => prefetch());
    // A failed download is tried again by `useTexts` when a later step needs it.
    i18n.loadNamespaces(LATER_TEXTS).catch(() => undefined);
  }, [i18n, shownStep]);
  const laterTexts = useTexts(shownStep === 'registration' ? [] : LATER_TEXTS);
  const title = t(`licensing.title.${section.segment}`);
  // Back and "edit" are the user's moves: a step with unsaved input asks first.
  const move = (next: WizardStep) => licence && goTo(licence.id, next, { saved: false });

  // UX-12: a new step opens at its heading, focused; a draft still loading has no step yet.
  const stepHeading = useStepHeading(draftId && !licence ? null : shownStep);

  const heading = licence?.year
    ? t('licensing.wizard.titleYear', { year: licence.year })
    : t('licensing.wizard.title');

  let content;
  if (permissions.order.reason) {
    // Nothing to fill in that could not be sent: the wizard is for those who may order.
    content = <ServicePermissionNotice {...permissions} />;
  } else if (draftId && isLoading && !licence) {
    content = <LoadingBlock height={320} label={t('licensing.wizard.loading')} />;
  } else if (draftId && error && !licence) {
    content = isErrorKind(error, 'notFound') ? (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={section.wizard()}>
            {t('licensing.wizard.startNew')}
          </Button>
        }
      >
        {t('licensing.wizard.draftNotFound')}
      </Alert>
    ) : (
      <QueryErrorAlert error={error} onRetry={() => refetch()} />
    );
  } else if (licence && licence.status !== 'draft') {
    content = (
      <Alert
        severity="info"
        role="note"
        action={
          <Button color="inherit" component={RouterLink} to={section.licence(licence.id)}>
            {t('licensing.wizard.openLicence')}
          </Button>
        }
      >
        {t('licensing.wizard.alreadySubmitted')}
      </Alert>
    );
  } else if (!laterTexts) {
    content = <LoadingBlock height={320} label={t('licensing.wizard.loading')} />;
  } else {
    const props = {
      licence,
      save,
      onSaved: (saved: { id: string }, next: WizardStep) => goTo(saved.id, next),
    };
    content = (
      <Suspense fallback={<LoadingBlock height={320} label={t('licensing.wizard.loading')} />}>
        {shownStep === 'registration' && <RegistrationStep {...props} />}
        {shownStep === 'year' && <YearStep {...props} onBack={() => move('registration')} />}
        {shownStep === 'quantities' && <QuantitiesStep {...props} onBack={() => move('year')} />}
        {shownStep === 'review' && (
          <ReviewStep licence={licence} onBack={() => move('quantities')} onEdit={move} />
        )}
      </Suspense>
    );
  }

  return (
    <PageFrame
      title={heading}
      // The year in the title is the draft's data, not another page.
      focusKey={title}
      subtitle={licence ? t('licensing.wizard.draftSaved') : t('licensing.wizard.intro')}
      crumbs={[{ label: title, to: section.index }, { label: heading }]}
      actions={
        licence?.status === 'draft' && !permissions.order.reason ? (
          <DiscardDraftButton licence={licence} />
        ) : undefined
      }
    >
      <Stack spacing={3}>
        <WizardProgress index={index} />
        {/* A card's look from the layout's Paper: MUI's Card and CardContent are 0.7 KB more. */}
        <Paper variant="outlined" sx={{ p: 2, pb: 3 }}>
          <Stack spacing={2}>
            <Typography
              variant="h2"
              component="h2"
              ref={stepHeading}
              tabIndex={-1}
              sx={{ outline: 'none' }}
            >
              {t('licensing.wizard.stepOf', {
                step: index + 1,
                total: LICENCE_WIZARD_STEPS.length,
                name: t(`licensing.steps.${shownStep}`),
              })}
            </Typography>
            {content}
          </Stack>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
