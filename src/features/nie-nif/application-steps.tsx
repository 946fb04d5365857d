import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NieNifApplication } from '@/shared/contract/main/nie-nif';
import { useHasSessionDraft } from '@/shared/forms/kept-draft';
import { useStepHeading } from '@/shared/forms/use-step-heading';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { SectionCard } from '@/shared/ui/section-card';

/** The session draft's key of the details form before the application exists (`details-form.tsx`). */
export const NEW_DETAILS_DRAFT = 'nie-nif-details:new';

// HOUSE-6: the details form (react-hook-form and its fields) and the documents' upload come with
// "Enter the details"; the overview before them says what they ask for.
const loadForms = () => import(/* webpackChunkName: "nie-nif-forms" */ './application-forms');
const { Part: DetailsForm, prefetch: prefetchDetailsForm } = lazyPart(() =>
  loadForms().then((m) => m.DetailsForm),
);
const { Part: DocumentsSection } = lazyPart(() => loadForms().then((m) => m.DocumentsSection));

const NEEDS = ['company', 'signatory', 'documents'] as const;

/**
 * NIE-1: an application not submitted yet. Without one, what it needs and "Enter the details";
 * then the details and, once they are saved (a draft), the documents. Details typed before a
 * reload (their session draft, TRUST-5) open the form at once, with what was typed.
 */
export function ApplicationSteps({ application }: { application: NieNifApplication | undefined }) {
  const { t } = useTranslation('services');
  const drafted = useHasSessionDraft(NEW_DETAILS_DRAFT);
  const [started, setStarted] = useState(false);
  const open = Boolean(application) || started || drafted;
  // UX-12: after "Enter the details" the section's heading takes the focus.
  const heading = useStepHeading(open ? 'details' : 'overview');
  const loading = <LoadingBlock height={280} label={t('nieNif.loading')} />;

  if (!open)
    return (
      <SectionCard id="nie-nif-needs" title={t('nieNif.start.title')}>
        <Typography
          component="ul"
          aria-labelledby="nie-nif-needs-heading"
          sx={{ mt: 0, mb: 3, pl: 3 }}
        >
          {NEEDS.map((need) => (
            <li key={need}>{t(`nieNif.start.${need}`)}</li>
          ))}
        </Typography>
        <Button
          variant="contained"
          onClick={() => setStarted(true)}
          {...prefetchProps(prefetchDetailsForm)}
        >
          {t('nieNif.start.button')}
        </Button>
      </SectionCard>
    );
  return (
    <Stack spacing={3}>
      <SectionCard title={t('nieNif.details.title')} headingRef={heading}>
        <Suspense fallback={loading}>
          <DetailsForm application={application} />
        </Suspense>
      </SectionCard>
      {application ? (
        <SectionCard title={t('nieNif.documents.title')}>
          <Suspense fallback={loading}>
            <DocumentsSection application={application} />
          </Suspense>
        </SectionCard>
      ) : (
        <Typography color="text.secondary">{t('nieNif.documents.afterDetails')}</Typography>
      )}
    </Stack>
  );
}
