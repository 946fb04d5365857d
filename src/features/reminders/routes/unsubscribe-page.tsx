import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { PageFrame } from '@/shared/ui/page-frame';
import { useUnsubscribeRemindersMutation } from '../api';

/**
 * REM-1: the unsubscribe link of a reminder mail's text, for people (mail clients post to the
 * `List-Unsubscribe` address itself, RFC 8058). Opening changes nothing (mail scanners open
 * links); one press unsubscribes, without sign-in.
 */
export function Component() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorMessage = useErrorMessage();
  const [unsubscribe, { isSuccess, isLoading, isError, error }] = useUnsubscribeRemindersMutation();
  const invalid = isError && isApiError(error) && error.status === 400;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('unsubscribe.title')}>
        {!token ? (
          <Alert severity="warning">{t('unsubscribe.missing')}</Alert>
        ) : isSuccess ? (
          <Alert severity="success" role="status">
            {t('unsubscribe.done')}
          </Alert>
        ) : invalid ? (
          <Alert severity="warning" role="alert">
            {t('unsubscribe.failed')}
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('unsubscribe.text')}</Typography>
            {isError && (
              <Alert severity="error" role="alert">
                {errorMessage(error)}
              </Alert>
            )}
            <Button
              variant="contained"
              disabled={isLoading}
              aria-busy={isLoading}
              onClick={() => void unsubscribe(token)}
            >
              {t('unsubscribe.button')}
            </Button>
          </Stack>
        )}
      </PageFrame>
    </Container>
  );
}
