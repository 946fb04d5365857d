import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/shared/api/api-error';
import { LICENCE_WIZARD_STEPS, type WizardStep } from '@/shared/contract/main/licences';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useGetLicenceQuery } from '../api';
import { DiscardDraftButton } from '../discard-draft';
import { useLicensingSection } from '../licensing-country';
import { QuantitiesStep } from '../wizard/quantities-step';
import { AustrianRegistrationStep, GermanRegistrationStep } from '../wizard/registration-step';
import { ReviewStep } from '../wizard/review-step';
import { useSaveStep } from '../wizard/use-save-step';
import { YearStep } from '../wizard/year-step';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

const isStep = (value: string | null): value is WizardStep =>
  (LICENCE_WIZARD_STEPS as readonly (string | null)[]).includes(value);

/**
 * LIC-2: the licensing wizard. The draft lives in the service (`?draft=<id>`), saved after every
 * step; the address names the step, so reloading, coming back later or a renewed session continue
 * where the user was.
 */
export function Component() {
  const { t } = useTranslation(['services', 'common']);
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
  const title = t(`licensing.title.${section.segment}`);
  // Back and "edit" are the user's moves: a step with unsaved input asks first.
  const move = (next: WizardStep) => licence && goTo(licence.id, next, { saved: false });

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
    content =
      isApiError(error) && error.kind === 'notFound' ? (
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
  } else {
    const props = {
      licence,
      save,
      onSaved: (saved: { id: string }, next: WizardStep) => goTo(saved.id, next),
    };
    content = (
      <>
        {shownStep === 'registration' &&
          (section.country === 'DE' ? (
            <GermanRegistrationStep {...props} />
          ) : (
            <AustrianRegistrationStep {...props} />
          ))}
        {shownStep === 'year' && <YearStep {...props} onBack={() => move('registration')} />}
        {shownStep === 'quantities' && <QuantitiesStep {...props} onBack={() => move('year')} />}
        {shownStep === 'review' && (
          <ReviewStep licence={licence} onBack={() => move('quantities')} onEdit={move} />
        )}
      </>
    );
  }

  return (
    <PageFrame
      title={heading}
      subtitle={licence ? t('licensing.wizard.draftSaved') : t('licensing.wizard.intro')}
      crumbs={[{ label: title, to: section.index }, { label: heading }]}
      actions={
        licence?.status === 'draft' && !permissions.order.reason ? (
          <DiscardDraftButton licence={licence} />
        ) : undefined
      }
    >
      <Stack spacing={3}>
        <Stepper activeStep={index} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
          {LICENCE_WIZARD_STEPS.map((s) => (
            <Step key={s} completed={LICENCE_WIZARD_STEPS.indexOf(s) < index}>
              <StepLabel>{t(`licensing.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h2" component="h2">
                {t('licensing.wizard.stepOf', {
                  step: index + 1,
                  total: LICENCE_WIZARD_STEPS.length,
                  name: t(`licensing.steps.${shownStep}`),
                })}
              </Typography>
              {content}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </PageFrame>
  );
}
