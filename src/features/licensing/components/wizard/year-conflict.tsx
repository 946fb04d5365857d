import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasReason, isRejection } from '@/shared/api/api-error';
import { useReasonText } from '@/shared/api/error-message';
import { SAVED_NAVIGATION } from '@/shared/forms/use-unsaved-guard';
import { useDiscardLicenceDraftMutation } from '../../api/licensing-api';
import { useLicensingSection } from '../licensing-country';

/** What a refused year step is about: the licence or open draft that takes the year, if any. */
export function yearConflictOf(error: unknown): { processId: string; draftOpen: boolean } | null {
  if (!isRejection(error, 'conflict') || !error.processId) return null;
  return { processId: error.processId, draftOpen: hasReason(error, 'draftOpen') };
}

/**
 * UX-4: the year chosen has a licence already, or an open draft: the way to it instead of a
 * second one. Continuing the open draft discards this one (it holds only what the first step
 * saved), so the list keeps one draft per year.
 */
export function YearConflict({
  error,
  draftId,
  year,
}: {
  error: unknown;
  draftId: string | null;
  year: number | undefined;
}) {
  const { t } = useTranslation('services');
  const reasonText = useReasonText();
  const section = useLicensingSection();
  const navigate = useNavigate();
  const [discard, { isLoading }] = useDiscardLicenceDraftMutation();
  const conflict = yearConflictOf(error);
  if (!conflict) return null;
  const existing = conflict.processId;
  if (!conflict.draftOpen)
    return (
      <Alert severity="info">
        {t('licensing.year.licensed', { year })}{' '}
        <Button component={RouterLink} to={section.licence(existing)} size="small">
          {t('licensing.year.openLicence')}
        </Button>
      </Alert>
    );
  const continueOpen = async () => {
    if (draftId) await discard({ companyId: section.companyId, processId: draftId });
    // The choice of year is not lost input here: it is what led to the open draft.
    navigate(section.wizard(existing), { replace: true, state: SAVED_NAVIGATION });
  };
  return (
    <Alert severity="info">
      {reasonText('draftOpen')}{' '}
      <Button size="small" disabled={isLoading} onClick={() => void continueOpen()}>
        {t('licensing.year.continueDraft')}
      </Button>
    </Alert>
  );
}
