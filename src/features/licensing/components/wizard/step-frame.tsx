import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SubmitError } from '@/shared/forms/submit-error';

/**
 * A wizard step's form: its fields, the reason a save failed (the values stay as typed), and Back /
 * Save and continue, the latter busy and disabled while the save runs.
 */
export function StepFrame({
  label,
  onSubmit,
  onBack,
  submitting,
  error,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit: (event: React.FormEvent) => void;
  onBack?: () => void;
  submitting: boolean;
  error: unknown;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('services');
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack spacing={3}>
        {children}
        {error !== null && error !== undefined && <SubmitError error={error} />}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          {onBack ? (
            <Button onClick={onBack} disabled={submitting}>
              {t('licensing.wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" disabled={submitting} aria-busy={submitting}>
            {submitting
              ? t('licensing.wizard.saving')
              : (submitLabel ?? t('licensing.wizard.next'))}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
